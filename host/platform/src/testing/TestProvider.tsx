import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { createTestStore } from './testStore';

/** A component under test with a test store and its i18n instance (the page's PlatformProvider, faked). */
export function TestProvider({
  setup,
  children,
}: {
  setup: Pick<ReturnType<typeof createTestStore>, 'store' | 'services'>;
  children: ReactNode;
}) {
  return (
    <Provider store={setup.store}>
      <I18nextProvider i18n={setup.services.i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
