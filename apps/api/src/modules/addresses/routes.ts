import type { Api, AppContext } from '../../lib/http.ts';

export function addressRoutes(_app: Api, _context: AppContext) {}
