import type { Api, AppContext } from '../../lib/http.ts';

export function orderRoutes(_app: Api, _context: AppContext) {}
