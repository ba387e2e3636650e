import { type Action, htmlLang, isLanguage, matchRoute, routePath } from '@agency/core';
import { type ReactNode, useContext, useMemo } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Notifications } from '../../../components/Notifications';
import { AdminSessionProvider } from '../../../provider/admin-session';
import type { WebApi } from '../../../provider/web-api';
import { StorySite } from '../../../stories/StorySite';
import { StoryLanguage } from '../../../stories/story-language';
import { AdminScreen } from '../AdminScreen';
import { STORY_NAVIGATION } from './story-records';

/** Props of `AdminStory`: the admin page (ru path), what its page load answered, the api. */
export interface AdminStoryProps {
  readonly url: string;
  /** The controller/subaction pairs the page load permits. */
  readonly actions: readonly string[];
  /** Page data beyond route and navigation (list, settings). */
  readonly data?: Readonly<Record<string, unknown>>;
  readonly navigation?: typeof STORY_NAVIGATION;
  readonly api: WebApi;
  readonly children?: ReactNode;
}

const SESSION = {
  signIn: (jwt: string) => console.info('admin token kept', jwt),
  signOut: () => console.info('admin token dropped'),
};

/** An admin screen as after its page load, in the story language (es reads en: admin has no es). */
export function AdminStory(props: AdminStoryProps) {
  const chosen = useContext(StoryLanguage);
  const lang = isLanguage(chosen) && chosen !== 'es' ? chosen : 'en';
  return (
    <StoryLanguage.Provider value={lang}>
      <AdminStoryPage {...props} lang={lang} />
    </StoryLanguage.Provider>
  );
}

function AdminStoryPage({
  url,
  actions,
  data,
  navigation = STORY_NAVIGATION,
  api,
  children,
  lang,
}: AdminStoryProps & { readonly lang: 'ru' | 'en' | 'ua' }) {
  const loaded = useMemo((): Action[] => {
    const match = matchRoute(url);
    const name = 'redirect' in match ? 'admin' : match.route.name;
    return [
      {
        type: 'page/loaded',
        page: {
          route: name,
          path: url,
          title: name,
          way: [],
          navigation: navigation.map(([group, to, labels]) => {
            const target = matchRoute(to);
            return {
              group,
              label: labels[lang],
              to: 'redirect' in target ? to : routePath(target.route.name, lang),
            };
          }),
          ...data,
        },
        meta: { title: name, htmlAttrs: { lang: htmlLang(lang) }, way: [] },
        actions,
        roles: ['admin'],
      },
    ];
  }, [url, actions, data, navigation, lang]);
  return (
    <StorySite url={url} actions={loaded} api={api}>
      <AdminSessionProvider session={SESSION}>
        <div className="site" data-theme="white">
          {children ?? <AdminScreen />}
          <Notifications />
          <ConfirmDialog />
        </div>
      </AdminSessionProvider>
    </StorySite>
  );
}
