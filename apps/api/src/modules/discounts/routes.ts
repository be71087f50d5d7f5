import type { Api, AppContext } from '../../lib/http.ts';

export function discountRoutes(_app: Api, _context: AppContext) {}
