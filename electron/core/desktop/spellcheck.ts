// The spell checker's languages as Electron can take them. session.setSpellCheckerLanguages throws
// on a code its list lacks, so the user's choices are matched against availableSpellCheckerLanguages
// first (case aside, and a bare language such as "de" takes the list's first "de-…"); none left turns
// the checker off. macOS checks spelling itself, in the system's languages: only on/off applies there.
export interface SpellcheckPlan {
  enabled: boolean;
  /** What to pass to setSpellCheckerLanguages; [] where nothing should be set (macOS, or off). */
  languages: string[];
  /** Chosen languages this computer does not have, to log. */
  missing: string[];
}

function match(wanted: string, available: readonly string[]): string | undefined {
  const lower = wanted.toLowerCase();
  return (
    available.find((code) => code.toLowerCase() === lower) ??
    available.find((code) => code.toLowerCase().startsWith(`${lower}-`))
  );
}

export function spellcheckPlan(
  wanted: readonly string[],
  available: readonly string[],
  platform: NodeJS.Platform,
): SpellcheckPlan {
  if (platform === 'darwin') return { enabled: wanted.length > 0, languages: [], missing: [] };
  const languages: string[] = [];
  const missing: string[] = [];
  for (const tag of wanted) {
    const code = match(tag, available);
    if (code === undefined) missing.push(tag);
    else if (!languages.includes(code)) languages.push(code);
  }
  return { enabled: languages.length > 0, languages, missing };
}

export interface Spellchecker {
  setSpellCheckerEnabled(enabled: boolean): void;
  setSpellCheckerLanguages(languages: string[]): void;
}

/** Applies `plan` to Electron's session (or a fake). */
export function applySpellcheck(plan: SpellcheckPlan, checker: Spellchecker): void {
  checker.setSpellCheckerEnabled(plan.enabled);
  if (plan.languages.length > 0) checker.setSpellCheckerLanguages(plan.languages);
}
