import { PlatformProvider } from '@topup/platform/src/hostSide';
import { BrowserRouter } from '@topup/router';
import { AppRoutes } from './routing/router';
import { PageViews } from './routing/PageViews';

export function App() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <PageViews />
        <AppRoutes />
      </BrowserRouter>
    </PlatformProvider>
  );
}
