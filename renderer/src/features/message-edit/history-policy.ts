// What the organization lets people see of edit histories: realm_message_edit_history_visibility_policy
// ("all" | "moves" | "none", feature level 358), or on older servers realm_allow_edit_history (a bool).
export type HistoryPolicy = 'all' | 'moves' | 'none';

export function historyPolicy(settings: Readonly<Record<string, unknown>>): HistoryPolicy {
  const policy = settings.message_edit_history_visibility_policy;
  if (policy === 'all' || policy === 'moves' || policy === 'none') return policy;
  return settings.allow_edit_history === false ? 'none' : 'all';
}
