import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { Button, Modal } from '@topup/shared/ui';
import { SavedCardLine } from '../cards/SavedCardLine';
import { chooseCard } from '../checkout/intents';
import { addNewCard, deleteCard, goBack } from '../checkout/stepIntents';
import { selectOfferedCards } from '../checkout/selectors';
import { StepFrame } from './StepFrame';
import styles from './Steps.module.css';

/**
 * spec 01 §2, §4 saved card list (display mode 2): the channel's remembered cards (at most 3, one per
 * fingerprint), each to pay with or to delete (after a confirmation), and a new card.
 */
export function CardListStep() {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const cards = useAppSelector(selectOfferedCards);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const listId = useId();

  const confirmDelete = () => {
    const card = deleting;
    setDeleting(null);
    if (card) void dispatch(deleteCard(card));
  };

  return (
    <StepFrame title={t('cards.title')} onBack={() => void dispatch(goBack())} testId="step-card-list">
      <ul className={styles.cardList} data-testid="saved-cards">
        {cards.map((card) => (
          <li key={card.source_id} className={styles.cardItem}>
            <SavedCardLine card={card} id={`${listId}-${card.source_id}`} />
            <span className={styles.cardActions}>
              {/* each button says which card it is about */}
              <Button
                onClick={() => void dispatch(chooseCard(card))}
                aria-describedby={`${listId}-${card.source_id}`}
              >
                {t('cards.choose')}
              </Button>
              <Button
                variant="link"
                onClick={() => setDeleting(card)}
                aria-describedby={`${listId}-${card.source_id}`}
              >
                {t('cards.delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => void dispatch(addNewCard())} data-testid="add-card">
        {t('cards.add')}
      </Button>
      {deleting && (
        <Modal
          title={t('cards.deleteTitle')}
          closeLabel={t('overlay.close', { ns: 'common' })}
          maskClosable
          showClose={false}
          role="alertdialog"
          onCancel={() => setDeleting(null)}
          testId="delete-confirm"
          footer={
            <>
              <Button onClick={confirmDelete}>{t('cards.deleteConfirm')}</Button>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('cards.deleteCancel')}
              </Button>
            </>
          }
        >
          <p>{t('cards.deleteBody')}</p>
          <SavedCardLine card={deleting} />
        </Modal>
      )}
    </StepFrame>
  );
}
