// How the display settings show on the root element: attributes the stylesheets key on and CSS
// variables the features read (styles/display-settings.css documents both). Pure, so it is tested.
import type { SettingValue } from '../../../../shared/settings/catalog';

export interface RootDisplay {
  /** Attribute name → value, or null to remove the attribute. */
  attributes: Record<string, string | null>;
  /** CSS custom property → value. */
  variables: Record<string, string>;
}

/** Reading width of the message area when fluid_layout_width is off. */
export const READING_WIDTH = '1000px';

const COLOR_SCHEMES: Record<number, string | null> = { 1: null, 2: 'dark', 3: 'light' };

type Values = Readonly<Record<string, SettingValue>>;

function int(values: Values, name: string, fallback: number): number {
  const value = values[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function flag(values: Values, name: string): boolean {
  return values[name] === true;
}

export function rootDisplay(values: Values): RootDisplay {
  const fontSize = int(values, 'web_font_size_px', 16);
  const lineHeight = int(values, 'web_line_height_percent', 140);
  const fluid = flag(values, 'fluid_layout_width');
  const emojiset = values.emojiset;
  return {
    attributes: {
      // Automatic leaves the attribute off, so the prefers-color-scheme media query decides.
      'data-color-scheme': COLOR_SCHEMES[int(values, 'color_scheme', 1)] ?? null,
      'data-high-contrast': flag(values, 'high_contrast_mode') ? 'true' : null,
      'data-fluid-layout': fluid ? 'true' : null,
      'data-emojiset': typeof emojiset === 'string' ? emojiset : null,
      'data-user-list-side': flag(values, 'left_side_userlist') ? 'left' : 'right',
    },
    variables: {
      '--message-font-size': `${fontSize}px`,
      '--message-line-height': String(lineHeight / 100),
      '--content-max-width': fluid ? 'none' : READING_WIDTH,
    },
  };
}

/** Writes a RootDisplay onto an element (the document's root in the app). */
export function applyRootDisplay(element: HTMLElement, display: RootDisplay): void {
  for (const [name, value] of Object.entries(display.attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  for (const [name, value] of Object.entries(display.variables)) element.style.setProperty(name, value);
}

/** Emoji drawn as images, or as their :name: text (emojiset "text"). */
export function emojiAsText(emojiset: SettingValue | undefined): boolean {
  return emojiset === 'text';
}
