// The settings view (route settings/<section>): section navigation on the left, the chosen
// section's controls on the right, and a Done button that returns to where the user came from.
import { useId } from 'react';
import { routeHref } from '../../routing/route';
import { isOwnRoleAdmin } from '../../state/realm';
import { useAppStore, useDataReady } from '../../state/selectors';
import { SectionPage } from './section-pages';
import { pageFor, visibleSections, SECTIONS } from './sections';
import { closeSettings } from './settings-navigation';
import '../../styles/settings.css';

export function SettingsView({ section }: { section: string }) {
  const ready = useDataReady();
  const loaded = useAppStore((s) => s.userSettings.loaded);
  const isAdmin = useAppStore((s) => isOwnRoleAdmin(s.realm));
  const page = pageFor(section, isAdmin);
  const info = SECTIONS.find((item) => item.key === page);
  const headingId = useId();

  return (
    <div className="settings-view">
      <nav className="settings-nav" aria-label="Settings sections">
        <h1 className="settings-title">Settings</h1>
        <ul>
          {visibleSections(isAdmin).map((item) => (
            <li key={item.key}>
              <a
                className="settings-nav-link"
                href={routeHref({ name: 'settings', section: item.key })}
                aria-current={item.key === page ? 'page' : undefined}
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
        <a className="settings-nav-link" href={routeHref({ name: 'diagnostics' })}>
          Diagnostics
        </a>
        <button type="button" className="button settings-done" onClick={closeSettings}>
          Done
        </button>
      </nav>
      <section className="settings-page" aria-labelledby={headingId}>
        <header className="settings-page-header">
          <h2 id={headingId}>{info?.title}</h2>
          <p>{info?.summary}</p>
        </header>
        {ready && loaded ? (
          <SectionPage key={page} page={page} />
        ) : (
          <p className="settings-loading">Loading your settings…</p>
        )}
      </section>
    </div>
  );
}
