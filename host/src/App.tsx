import { PlatformProvider } from '@topup/platform';
import { BrowserRouter } from '@topup/router';
import { AppRoutes } from './routing/router';

export function App() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PlatformProvider>
  );
}
