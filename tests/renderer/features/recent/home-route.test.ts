import { describe, expect, it } from 'vitest';
import { homeRoute } from '../../../../renderer/src/features/recent/home-route';

describe('the home view from web_home_view', () => {
  it('opens the Inbox, Recent conversations or the combined feed', () => {
    expect(homeRoute('inbox')).toEqual({ name: 'inbox' });
    expect(homeRoute('recent_topics')).toEqual({ name: 'recent' });
    expect(homeRoute('recent')).toEqual({ name: 'recent' });
    expect(homeRoute('all_messages')).toEqual({ name: 'feed' });
  });

  it('falls back to Recent conversations for unknown or missing values', () => {
    expect(homeRoute('something_new')).toEqual({ name: 'recent' });
    expect(homeRoute(undefined)).toEqual({ name: 'recent' });
    expect(homeRoute(3)).toEqual({ name: 'recent' });
  });
});
