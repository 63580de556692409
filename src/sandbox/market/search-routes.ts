import { marketSearchesEndpoints as searches } from '@/contract/market-searches';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import {
  deleteSearch,
  listSavedSearches,
  saveSearch,
  setSearchActive,
} from '@/sandbox/market/saved-searches';

/** Saved market searches (issue 17, item 3): list, save, pause or resume, delete. */
export function mountSavedSearchRoutes(app: SandboxApp): void {
  mount(app, searches.c2cMarketSearchList, ({ ctx, session }) =>
    listSavedSearches(ctx, session.user.id),
  );
  mount(app, searches.c2cMarketSearchSave, ({ ctx, session, body }) =>
    saveSearch(ctx, session.user, body),
  );
  mount(app, searches.c2cMarketSearchStatus, ({ ctx, session, body }) =>
    setSearchActive(ctx, session.user, body.id, body.active),
  );
  mount(app, searches.c2cMarketSearchDelete, ({ ctx, session, body }) =>
    deleteSearch(ctx, session.user.id, body.id),
  );
}
