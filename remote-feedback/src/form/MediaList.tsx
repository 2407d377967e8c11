import { useTranslation } from '@topup/platform';
import { uploadedFilePath } from '@topup/shared/contract/paths';
import { Button } from '@topup/shared/ui';
import type { MediaItem } from '../upload/useUploads';
import styles from './MediaList.module.css';

/** The attached files: a preview once uploaded, a progress bar while sending, retry and remove. */
export function MediaList({
  items,
  onRetry,
  onRemove,
}: {
  items: readonly MediaItem[];
  onRetry(item: MediaItem): void;
  onRemove(id: string): void;
}) {
  const { t } = useTranslation('feedback');
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('media.list')} data-testid="media-list">
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid="media-item" data-status={item.status}>
          <div className={styles.preview}>
            {item.key && item.type.startsWith('image/') && (
              <img src={uploadedFilePath(item.key)} alt={item.name} className={styles.thumb} />
            )}
            {item.key && item.type.startsWith('video/') && (
              <video src={uploadedFilePath(item.key)} className={styles.thumb} muted aria-label={item.name} />
            )}
            {!item.key && <span className={styles.placeholder} aria-hidden="true" />}
          </div>
          <div className={styles.info}>
            <bdi className={styles.name}>{item.name}</bdi>
            {item.status === 'uploading' && (
              <progress
                className={styles.progress}
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={t('media.progress', { name: item.name })}
              />
            )}
            <span
              className={item.status === 'failed' ? styles.failed : styles.state}
              role={item.status === 'failed' ? 'alert' : undefined}
            >
              {t(`media.${item.status}`)}
            </span>
          </div>
          <div className={styles.actions}>
            {item.status === 'failed' && item.file && (
              <Button variant="link" onClick={() => onRetry(item)}>
                {t('media.retry')}
              </Button>
            )}
            <Button
              variant="link"
              onClick={() => onRemove(item.id)}
              aria-label={`${t('media.remove')} ${item.name}`}
            >
              {t('media.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
