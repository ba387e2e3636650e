import type { Action } from '@agency/core';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Notifications } from '../components/Notifications';
import { StorySite } from '../stories/StorySite';
import type { Story, StoryDefault } from '../stories/story-types';
import { GoToTop } from './GoToTop';
import { Preloader } from './Preloader';

export default { title: 'Shell' } satisfies StoryDefault;

const LOADING: Action[] = [{ type: 'loading/started' }];
const SCROLLED: Action[] = [
  { type: 'document/resized', width: 1280, height: 800 },
  { type: 'document/scrolled', x: 0, y: 2000 },
];
const CONFIRMING: Action[] = [{ type: 'confirmation/requested', id: 'story' }];
const LONG = 3_600_000;

function note(
  type: 'danger' | 'warning' | 'other',
  messageId: 'error.network' | 'error.notFound' | 'error.permissionDenied',
): Action[] {
  return [{ type: 'notification/opened', notification: { type, messageId, duration: LONG } }];
}

/** The preloader while loading: the spinner appears after 500 ms. */
export const PreloaderStory: Story = () => (
  <StorySite actions={LOADING}>
    <Preloader />
  </StorySite>
);
PreloaderStory.storyName = 'Preloader';

/** The go-to-top button once the page is scrolled past the window height. */
export const GoToTopStory: Story = () => (
  <StorySite url="/?el=about" actions={SCROLLED}>
    <GoToTop />
  </StorySite>
);
GoToTopStory.storyName = 'Go to top';

/** A danger notification, shown as an error (kept open for the story). */
export const NotificationError: Story = () => (
  <StorySite actions={note('danger', 'error.network')}>
    <Notifications />
  </StorySite>
);

/** A warning notification, shown as warn. */
export const NotificationWarn: Story = () => (
  <StorySite actions={note('warning', 'error.permissionDenied')}>
    <Notifications />
  </StorySite>
);

/** An other notification, shown as else. */
export const NotificationElse: Story = () => (
  <StorySite actions={note('other', 'error.notFound')}>
    <Notifications />
  </StorySite>
);

/** The confirmation dialog, focus on Yes. */
export const ConfirmDialogStory: Story = () => (
  <StorySite actions={CONFIRMING}>
    <ConfirmDialog />
  </StorySite>
);
ConfirmDialogStory.storyName = 'Confirmation dialog';
