// The header's link to the People view.
import '../../styles/people.css';
import { FormattedMessage } from 'react-intl';
import { routeHref } from '../../routing/route';
import { useRoute } from '../../routing/use-route';

/** The header's way to the people list. */
export function PeopleLink() {
  const current = useRoute().name === 'people';
  return (
    <a
      className={`header-link${current ? ' is-current' : ''}`}
      href={routeHref({ name: 'people' })}
      aria-current={current ? 'page' : undefined}
    >
      <FormattedMessage id="people.link" defaultMessage="People" />
    </a>
  );
}
