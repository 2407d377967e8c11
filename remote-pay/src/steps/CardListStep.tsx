import { useId, useState } from 'react';
import {
  overlays,
  useDispatch,
  useErrorText,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { cardAfterDelete } from '@topup/shared/domain/cardSelection';
import { PAY_DISPLAY_MODE, type PayStepEffect, type PayStepEvent } from '@topup/shared/domain/payStep';
import { Button, Modal } from '@topup/shared/ui';
import { deleteSavedCard } from '../cards/cardCalls';
import { offeredCardsFor } from '../cards/offeredCards';
import { isSavedCardExpired, SavedCardLine } from '../cards/SavedCardLine';
import { reloadSavedCards } from '../result/cardFetch';
import { payActions, selectPay } from '../store/paySlice';
import { StepFrame } from './StepFrame';
import styles from './Steps.module.css';

/**
 * spec 01 §2, §4 saved card list (display mode 2): the channel's remembered cards (at most 3, one per
 * fingerprint), each to pay with or to delete (after a confirmation), and a new card.
 */
export function CardListStep({
  send,
  onBack,
  onExpired,
}: {
  send: (event: PayStepEvent) => PayStepEffect;
  onBack: () => void;
  /** an expired card was picked: the page shows its popup (update the expiry, or another card) */
  onExpired: (card: SavedCard) => void;
}) {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const pay = useSelector((s: RootState) => selectPay(s));
  const cards = offeredCardsFor(pay.savedCards, pay.payType);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const listId = useId();

  const choose = (card: SavedCard) => {
    dispatch(payActions.cardChosen(card));
    if (isSavedCardExpired(card)) return onExpired(card);
    const effect = send({ type: 'CHOOSE_CARD', card, expired: false });
    if (effect.type === 'showMessage') overlays.toast(t('expiry.invalidSaved'));
  };

  const confirmDelete = async () => {
    const card = deleting;
    setDeleting(null);
    if (!card) return;
    const r = await deleteSavedCard(card);
    if (!r.ok) {
      overlays.toast(r.result > 0 ? t('cards.deleteFailed') : errorText(r.result, r.message));
      return;
    }
    overlays.toast(t('cards.deleted'));
    const next = cardAfterDelete(pay.savedCards, card.fingerprint, pay.payType ?? 0);
    await dispatch(reloadSavedCards());
    dispatch(payActions.cardChosen(next));
    // spec 01 §4: another remembered card becomes current; with none, the display is the channel list again
    if (!next) {
      dispatch(payActions.displayTypeChanged(PAY_DISPLAY_MODE.ENTER));
      send({ type: 'BACK' });
    }
  };

  return (
    <StepFrame title={t('cards.title')} onBack={onBack} testId="step-card-list">
      <ul className={styles.cardList} data-testid="saved-cards">
        {cards.map((card) => (
          <li key={card.source_id} className={styles.cardItem}>
            <SavedCardLine card={card} id={`${listId}-${card.source_id}`} />
            <span className={styles.cardActions}>
              {/* each button says which card it is about */}
              <Button onClick={() => choose(card)} aria-describedby={`${listId}-${card.source_id}`}>
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
      <Button
        variant="secondary"
        onClick={() => {
          dispatch(payActions.cardChosen(null));
          send({ type: 'ADD_NEW_CARD' });
        }}
        data-testid="add-card"
      >
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
              <Button onClick={() => void confirmDelete()}>{t('cards.deleteConfirm')}</Button>
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
