// The Diagnostics page's facts in the window's language (the copied report stays English: see
// report-text.test.ts), with numbers, lists and times formatted for the locale.
import { describe, expect, it } from 'vitest';
import {
  hostText,
  pauseText,
  permissionText,
  updateText,
  versionsText,
} from '../../../../renderer/src/features/diagnostics/facts-text';
import { testNotification } from '../../../../renderer/src/features/diagnostics/test-notification';
import { testIntl } from '../../../support/intl';

const NOW = Date.UTC(2026, 2, 10, 12, 0);

describe('the facts on screen', () => {
  it('read as before in English', () => {
    const en = testIntl('en', 'Europe/Berlin');
    expect(hostText(en, 'browser')).toBe('browser mode');
    expect(hostText(en, 'electron')).toBe('desktop app');
    expect(versionsText(en, { electron: '38.1.0', node: '22.1.0' })).toBe('Electron 38.1.0, Node 22.1.0');
    expect(versionsText(en, {})).toBe('unknown');
    expect(permissionText(en, 'granted')).toBe('granted');
    expect(pauseText(en, null, NOW)).toBe('off');
    expect(pauseText(en, 'forever', NOW)).toBe('on until turned back on');
    expect(updateText(en, { state: 'downloading', version: '0.2.0', percent: 41.6 })).toBe(
      'downloading 0.2.0 (42%)',
    );
  });

  it('are German and Spanish in those languages, times and percentages included', () => {
    const de = testIntl('de', 'Europe/Berlin');
    const es = testIntl('es', 'Europe/Berlin');
    expect(hostText(de, 'browser')).toBe('Browsermodus');
    expect(permissionText(de, 'default')).toBe('noch nicht gefragt');
    expect(pauseText(de, NOW + 3_600_000, NOW)).toBe('aktiv bis 10.03.2026, 14:00');
    expect(updateText(de, { state: 'downloading', version: '0.2.0', percent: 41.6 })).toBe(
      'lädt 0.2.0 herunter (42\u00a0%)',
    );
    expect(updateText(es, { state: 'ready', version: '0.2.0' })).toBe(
      '0.2.0 lista, reinicia para actualizar',
    );
    expect(testNotification(null, es)).toMatchObject({
      title: 'Notificación de prueba de Threadline',
      body: 'Si puedes leer esto, las notificaciones de escritorio funcionan.',
    });
  });
});
