import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { type RemotePageModule } from '@topup/platform';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import common from '@topup/shared/i18n/ar/common.json';
import { RemotePage } from './RemotePage';

// A remote page's first render is a transition, rendered in slices between which the browser
// answers a tap, not one long task. What the user sees of it: the skeleton stays until the page can show,
// even when the page waits for something as it first renders (no blank fallback in between).

let page: Promise<RemotePageModule>;
jest.mock('./pageSource', () => ({
  loadedRemotePage: () => undefined,
  loadRemotePage: () => page,
}));

const never = new Promise<never>(() => {});
function Waiting(): never {
  throw never; // a page that suspends as it first renders (its data or a chunk on the way)
}

function renderRemote() {
  return render(
    <PlatformProvider>
      <Suspense fallback={<p>blank</p>}>
        <RemotePage remote="pay" module="./PayPage" />
      </Suspense>
    </PlatformProvider>,
  );
}

describe("a remote page's first render", () => {
  it('shows the page once its module has loaded', async () => {
    page = Promise.resolve({ default: () => <h1>الصفحة</h1> });
    renderRemote();
    expect(screen.getByRole('status', { name: common.remote.loading })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'الصفحة' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: common.remote.loading })).toBeNull();
  });

  it('keeps the skeleton, not a blank fallback, while the page is not ready to show', async () => {
    page = Promise.resolve({ default: Waiting });
    renderRemote();
    await act(async () => {
      await page;
    });
    expect(screen.getByRole('status', { name: common.remote.loading })).toBeTruthy();
    expect(screen.queryByText('blank')).toBeNull();
  });
});
