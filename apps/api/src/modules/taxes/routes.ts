import type { Api, AppContext } from '../../lib/http.ts';

export function taxRoutes(_app: Api, _context: AppContext) {}
