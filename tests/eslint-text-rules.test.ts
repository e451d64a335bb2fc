// The half of the catalogue check that lives in the lint (eslint.config.js): text for people written
// outside the catalogue is reported, in JSX and in the object fields that carry labels, and text that
// goes through the catalogue is not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function textProblems(code: string, filePath = 'renderer/src/features/example/view.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (m) => m.ruleId === 'formatjs/no-literal-string-in-jsx' || m.ruleId === 'no-restricted-syntax',
  );
}

describe('the lint rules for text outside the catalogue', () => {
  it('report JSX text and labelling props written in English', async () => {
    const problems = await textProblems(
      `export const V = () => <button type="button" aria-label="Close dialog" title="Close">Close</button>;\n`,
    );
    expect(problems).toHaveLength(3);
  });

  it('report labels given as object fields, in the renderer and in shared code', async () => {
    const code = `export const items = [{ id: 'mute', label: 'Mute topic', description: 'No more notifications' }];\n`;
    expect(await textProblems(code)).toHaveLength(2);
    expect(await textProblems(code, 'shared/settings/example.ts')).toHaveLength(2);
  });

  it('accept text from the catalogue and strings that are not text', async () => {
    const problems = await textProblems(
      `import { FormattedMessage, useIntl } from 'react-intl';
export function V() {
  const intl = useIntl();
  const items = [{ id: 'mute', label: intl.formatMessage({ id: 'x.mute', defaultMessage: 'Mute topic' }) }];
  return (
    <div className="view-header" data-testid="example" title={items[0]?.label}>
      <FormattedMessage id="x.close" defaultMessage="Close" />
    </div>
  );
}
`,
    );
    expect(problems).toEqual([]);
  });
});
