import { describe, expect, it, vi } from 'vitest';

import { fetchAnswering, jsonResponse, requestOf } from '../test-support/http';
import { aPrincipal } from '../test-support/principals';
import { memoryStorage } from './key-value-storage';
import { RootStore } from './root-store';
import { showsReportIssues } from '../shared/support/SupportActions';

function rootStore(fetchMock: typeof fetch) {
  const navigate = vi.fn<(path: string) => void>();
  const logger = { error: vi.fn() };
  return { root: new RootStore({ fetch: fetchMock, storage: memoryStorage(), navigate, logger }), navigate };
}

describe('RootStore', () => {
  it('loads /api/app-config: the one environment gives the banner and Report issues', async () => {
    const fetchMock = fetchAnswering(jsonResponse(200, { environment: 'test' }));
    const { root } = rootStore(fetchMock);
    await root.loadAppConfig();
    expect(requestOf(fetchMock).url).toBe('/api/app-config');
    expect(root.ui.appEnvironment).toBe('test');
    expect(root.ui.bannerEnvironment).toBe('TEST');
    expect(showsReportIssues(root.ui.appEnvironment)).toBe(true);

    const development = rootStore(fetchAnswering(jsonResponse(200, { environment: 'development' }))).root;
    await development.loadAppConfig();
    expect(development.ui.bannerEnvironment).toBe('DEVELOPMENT');
    expect(showsReportIssues(development.ui.appEnvironment)).toBe(true);

    const production = rootStore(fetchAnswering(jsonResponse(200, { environment: 'production' }))).root;
    await production.loadAppConfig();
    expect(production.ui.bannerEnvironment).toBeUndefined();
    expect(showsReportIssues(production.ui.appEnvironment)).toBe(false);
  });

  it('shows no banner when the configuration cannot be loaded, and no notification either', async () => {
    const { root } = rootStore(fetchAnswering(jsonResponse(503, { statusCode: 503 })));
    await root.loadAppConfig();
    expect(root.ui.bannerEnvironment).toBeUndefined();
    expect(root.ui.notification).toBeUndefined();
    expect(root.ui.loading.isShow).toBe(false);
    root.ui.dispose();
  });

  it('wires the session into the client: after sign-in calls carry the bearer, a 401 signs out', async () => {
    const fetchMock = fetchAnswering(
      jsonResponse(200, aPrincipal({ idToken: 'token-xyz' })),
      jsonResponse(401, { statusCode: 401, errorCode: 'UNAUTHORIZED', message: 'Unauthorized' }),
    );
    const { root, navigate } = rootStore(fetchMock);
    await root.session.login('ana.lee@northwind.example', 'secret');
    expect(root.session.isAuthenticated).toBe(true);

    await expect(root.api.get('/dashboard/revision')).rejects.toMatchObject({ status: 401 });
    expect(requestOf(fetchMock, 1).headers.get('authorization')).toBe('Bearer token-xyz');
    expect(root.session.isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    root.ui.dispose();
  });
});
