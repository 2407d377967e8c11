import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { Provider, useSelector } from 'react-redux';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

// what the host's platform makes at start: a store of lazily added slices, one i18next instance
const page = createSlice({ name: 'page', initialState: { title: 'title' }, reducers: {} });
const store = configureStore({ reducer: combineSlices(page) });
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ar',
  resources: { ar: { common: { title: 'شحن الماس' } } },
  defaultNS: 'common',
  initAsync: false,
});

function Floor() {
  const { t } = useTranslation();
  const key = useSelector((s: ReturnType<typeof store.getState>) => s.page.title);
  const { pathname } = useLocation();
  return (
    <main data-path={pathname}>
      <h1>{t(key)}</h1>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Floor />} />
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
  requestAnimationFrame(() => performance.mark('content-ready'));
}
