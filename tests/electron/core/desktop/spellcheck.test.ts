import { describe, expect, it } from 'vitest';
import { applySpellcheck, spellcheckPlan } from '../../../../electron/core/desktop/spellcheck';
import { browserCapabilities, electronCapabilities } from '../../../../electron/core/desktop/capabilities';
import { plainIntl } from '../../../support/intl';

const AVAILABLE = ['de-DE', 'en-GB', 'en-US', 'fr', 'pt-BR'];

describe('spellcheckPlan', () => {
  it('passes on the languages this computer has, matching case and a bare language', () => {
    expect(spellcheckPlan(['en-us', 'de', 'fr'], AVAILABLE, 'linux')).toEqual({
      enabled: true,
      languages: ['en-US', 'de-DE', 'fr'],
      missing: [],
    });
  });

  it('leaves out what is missing, and turns the checker off when nothing is left', () => {
    expect(spellcheckPlan(['nl', 'en-US', 'en-US'], AVAILABLE, 'win32')).toEqual({
      enabled: true,
      languages: ['en-US'],
      missing: ['nl'],
    });
    expect(spellcheckPlan(['nl'], AVAILABLE, 'linux')).toEqual({
      enabled: false,
      languages: [],
      missing: ['nl'],
    });
    expect(spellcheckPlan([], AVAILABLE, 'linux').enabled).toBe(false);
  });

  it('only turns checking on or off on macOS, which picks the languages itself', () => {
    expect(spellcheckPlan(['de'], [], 'darwin')).toEqual({ enabled: true, languages: [], missing: [] });
    expect(spellcheckPlan([], [], 'darwin').enabled).toBe(false);
  });

  it('never passes an empty list to setSpellCheckerLanguages', () => {
    const calls: unknown[] = [];
    const checker = {
      setSpellCheckerEnabled: (on: boolean) => void calls.push(['enabled', on]),
      setSpellCheckerLanguages: (languages: string[]) => void calls.push(['languages', languages]),
    };
    applySpellcheck({ enabled: true, languages: ['fr'], missing: [] }, checker);
    applySpellcheck({ enabled: false, languages: [], missing: [] }, checker);
    expect(calls).toEqual([
      ['enabled', true],
      ['languages', ['fr']],
      ['enabled', false],
    ]);
  });
});

describe('capabilities', () => {
  it('has browser mode refuse every shell setting with a reason', () => {
    const browser = browserCapabilities(plainIntl());
    expect(browser.host).toBe('browser');
    expect(Object.keys(browser.unavailable).sort()).toEqual([
      'closeToTray',
      'spellcheckLanguages',
      'startAtLogin',
    ]);
    expect(browserCapabilities(plainIntl('es')).unavailable.closeToTray).toBe(
      'Solo en la aplicación de escritorio: el modo navegador no tiene icono en la bandeja.',
    );
  });

  it('lets the desktop app do all three, except where the platform decides', () => {
    expect(
      electronCapabilities(
        { platform: 'linux', availableSpellcheckLanguages: ['fr', 'de'], hasTray: true },
        plainIntl(),
      ),
    ).toEqual({
      host: 'electron',
      unavailable: {},
      spellcheckLanguages: ['de', 'fr'],
    });
    const mac = electronCapabilities(
      { platform: 'darwin', availableSpellcheckLanguages: [], hasTray: true },
      plainIntl(),
    );
    expect(mac.unavailable.spellcheckLanguages).toMatch(/macOS/);
    const noTray = electronCapabilities(
      {
        platform: 'linux',
        availableSpellcheckLanguages: [],
        hasTray: false,
      },
      plainIntl(),
    );
    expect(Object.keys(noTray.unavailable).sort()).toEqual(['closeToTray', 'spellcheckLanguages']);
  });
});
