import { type Action, pageMeta } from '@agency/core';
import { type ReactNode, useMemo } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Notifications } from '../../../components/Notifications';
import { StorySite } from '../../../stories/StorySite';
import { GroupScreen } from '../GroupScreen';
import { storyAccountApi } from './story-account-api';
import type { StoryGoogle } from './story-google';

/** Every action of the demo customer's account pages. */
export const STORY_ACTIONS = [
  'Auth/signOut',
  'Auth/alternates',
  'Auth/switchAccount',
  ...['Locations', 'Advertising', 'Publications', 'Notifications', 'Reviews', 'Sites'].flatMap(
    (controller) =>
      ['list', 'create', 'update', 'archive', 'restore', 'delete'].map(
        (subaction) => `${controller}/${subaction}`,
      ),
  ),
  'Import/preview',
  'Import/commit',
  'Statistics/series',
  'Account/updateSettings',
  'Account/changePassword',
];

/** Props of `AccountStory`: the page URL (ru path), its page data and the permitted actions. */
export interface AccountStoryProps {
  readonly url: string;
  readonly page: Readonly<Record<string, unknown>>;
  readonly actions?: readonly string[];
  /** The Google connection the api answers (Google/status, importPreview, …). */
  readonly google?: StoryGoogle;
  /** What to show instead of the page's screen (one component of the account in its site). */
  readonly children?: ReactNode;
}

/** An account page in the chosen language, with the account layout, notifications and confirmation dialog. */
export function AccountStory({
  url,
  page,
  actions = STORY_ACTIONS,
  google,
  children,
}: AccountStoryProps) {
  const api = useMemo(() => storyAccountApi(google), [google]);
  const loaded = useMemo<readonly Action[]>(
    () => [
      {
        type: 'page/loaded',
        page: { path: url, title: '', way: [], ...page },
        meta: pageMeta({ title: '', way: [] }, 'ru'),
        actions,
        roles: ['customer'],
      },
    ],
    [url, page, actions],
  );
  return (
    <StorySite url={url} actions={loaded} api={api}>
      <div className="site" data-theme="black">
        <main className="main">{children ?? <GroupScreen />}</main>
        <Notifications />
        <ConfirmDialog />
      </div>
    </StorySite>
  );
}
