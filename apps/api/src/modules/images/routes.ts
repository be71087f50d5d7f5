import type { Api, AppContext } from '../../lib/http.ts';

export function imageRoutes(_app: Api, _context: AppContext) {}
