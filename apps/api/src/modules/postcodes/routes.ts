import type { Api, AppContext } from '../../lib/http.ts';

export function postcodeRoutes(_app: Api, _context: AppContext) {}
