import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@topup/platform';
import type { HomeTab } from '@topup/shared/domain/homeParams';
import styles from './HomePage.module.css';

const TABS: readonly HomeTab[] = [1, 2];

/** The two tabs as an ARIA tab list: arrow keys move between them (right to left), Home and End too. */
export function HomeTabs({ tab, onChange }: { tab: HomeTab; onChange(tab: HomeTab): void }) {
  const { t } = useTranslation('share');
  const refs = useRef<Record<HomeTab, HTMLButtonElement | null>>({ 1: null, 2: null });
  const move = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    // in a right-to-left list the left arrow goes forward
    const step = e.key === 'ArrowLeft' ? 1 : e.key === 'ArrowRight' ? -1 : 0;
    const next =
      e.key === 'Home'
        ? TABS[0]
        : e.key === 'End'
          ? TABS[TABS.length - 1]
          : step
            ? TABS[(i + step + TABS.length) % TABS.length]
            : undefined;
    if (next === undefined) return;
    e.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('home.tabs.label')} onKeyDown={move}>
      {TABS.map((n) => (
        <button
          key={n}
          ref={(el) => {
            refs.current[n] = el;
          }}
          type="button"
          role="tab"
          id={`home-tab-${n}`}
          aria-controls={`home-panel-${n}`}
          aria-selected={tab === n}
          tabIndex={tab === n ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(n)}
        >
          {n === 1 ? t('home.tabs.app') : t('home.tabs.games')}
        </button>
      ))}
    </div>
  );
}
