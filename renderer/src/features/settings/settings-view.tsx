// The settings view (route settings/<section>): section navigation on the left, the chosen
// section's controls on the right, and a Done button that returns to where the user came from.
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { routeHref } from '../../routing/route';
import { isOwnRoleAdmin } from '../../state/realm';
import { useAppStore, useDataReady } from '../../state/selectors';
import { SectionPage } from './section-pages';
import { pageFor, visibleSections, SECTIONS } from './sections';
import { closeSettings } from './settings-navigation';
import '../../styles/settings.css';

const messages = defineMessages({
  sections: { id: 'settings.view.sections_nav', defaultMessage: 'Settings sections' },
  title: { id: 'settings.view.title', defaultMessage: 'Settings' },
  diagnostics: { id: 'settings.view.diagnostics_link', defaultMessage: 'Diagnostics' },
  done: { id: 'settings.view.done', defaultMessage: 'Done' },
  loading: { id: 'settings.view.loading', defaultMessage: 'Loading your settings…' },
});

export function SettingsView({ section }: { section: string }) {
  const ready = useDataReady();
  const loaded = useAppStore((s) => s.userSettings.loaded);
  const isAdmin = useAppStore((s) => isOwnRoleAdmin(s.realm));
  const page = pageFor(section, isAdmin);
  const info = SECTIONS.find((item) => item.key === page);
  const headingId = useId();
  const intl = useIntl();

  return (
    <div className="settings-view">
      <nav className="settings-nav" aria-label={intl.formatMessage(messages.sections)}>
        <h1 className="settings-title">{intl.formatMessage(messages.title)}</h1>
        <ul>
          {visibleSections(isAdmin).map((item) => (
            <li key={item.key}>
              <a
                className="settings-nav-link"
                href={routeHref({ name: 'settings', section: item.key })}
                aria-current={item.key === page ? 'page' : undefined}
              >
                {intl.formatMessage(item.title)}
              </a>
            </li>
          ))}
        </ul>
        <a className="settings-nav-link" href={routeHref({ name: 'diagnostics' })}>
          {intl.formatMessage(messages.diagnostics)}
        </a>
        <button type="button" className="button settings-done" onClick={() => closeSettings()}>
          {intl.formatMessage(messages.done)}
        </button>
      </nav>
      <section className="settings-page" aria-labelledby={headingId}>
        <header className="settings-page-header">
          <h2 id={headingId}>{info && intl.formatMessage(info.title)}</h2>
          <p>{info && intl.formatMessage(info.summary)}</p>
        </header>
        {ready && loaded ? (
          <SectionPage key={page} page={page} />
        ) : (
          <p className="settings-loading">{intl.formatMessage(messages.loading)}</p>
        )}
      </section>
    </div>
  );
}
