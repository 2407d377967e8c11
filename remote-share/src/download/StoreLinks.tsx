import { useTranslation } from '@topup/platform';
import type { PkgInfo } from '@topup/shared/contract/sys';
import { storeUrl, STORES, type Flavour } from '@topup/shared/domain/storeLinks';
import { openedByApp } from './openExternal';
import styles from './StoreLinks.module.css';

/** spec 02 §2: the four store buttons of one app (its flavour picks the links). */
export function StoreLinks({ flavour, info }: { flavour: Flavour; info: PkgInfo }) {
  const { t } = useTranslation('share');
  return (
    <div className={styles.stores}>
      {STORES.map((store) => {
        const url = storeUrl(store, flavour, info);
        return (
          <a
            key={store}
            className={styles.store}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`store-${store}`}
            onClick={(e) => {
              if (openedByApp(url)) e.preventDefault();
            }}
          >
            {t(`home.${store}`)}
          </a>
        );
      })}
    </div>
  );
}
