/** The permissions an API key can carry. */
export const scopes = ['resumes:read', 'resumes:write', 'ai', 'render', 'settings'] as const;

export type Scope = (typeof scopes)[number];

/** True for a known scope name. */
export function isScope(value: string): value is Scope {
  return (scopes as readonly string[]).includes(value);
}
