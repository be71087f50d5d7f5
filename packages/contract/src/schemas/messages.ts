/**
 * A zod message in the contract is a key of the `validation` catalogue with its arguments written after
 * a `?` like a query string (`validation.max_characters?max=200`): the API answers it in the request's
 * language and the web app shows it in the active one, from the same catalogue (packages/i18n).
 */
export function validationMessage(
  key: `validation.${string}`,
  params?: Record<string, string | number>,
): string {
  if (!params) return key;
  const query = Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return `${key}?${query.join('&')}`;
}

/** The key and arguments of a message written by `validationMessage`; null for any other text. */
export function parseValidationMessage(
  message: string,
): { id: `validation.${string}`; params: Record<string, string> } | null {
  const match = /^(validation\.\w+)(?:\?(.*))?$/.exec(message);
  if (!match) return null;
  const pairs = (match[2] ?? '').split('&').filter(Boolean);
  return {
    id: match[1] as `validation.${string}`,
    params: Object.fromEntries(
      pairs.map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [name, decodeURIComponent(value)];
      }),
    ),
  };
}
