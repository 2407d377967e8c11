import { PlatformProvider } from '@topup/platform';
import { RouterProvider } from '@topup/router';
import { router } from './routing/router';

export function App() {
  return (
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>
  );
}
