import type { Api, AppContext } from '../../lib/http.ts';

export function accountRoutes(_app: Api, _context: AppContext) {}
