import { useState } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { CheckField } from '@topup/shared/ui';
import { rememberOrderCard } from '../checkout/cardFetch';
import { selectCardFetch } from '../checkout/resultSelectors';

/**
 * "Remember this card" of a successful payment, decided when the dialog opens: ticking it must not make it
 * vanish (the card turns remembered under the user's finger). The tick shows what the checkout holds: a
 * wish it keeps until the card arrives, or what was saved; a choice that could not be saved is unticked, with a toast.
 */
export function RememberCard({ orderId, offer }: { orderId: string; offer: boolean }) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const [shown] = useState(offer);
  const fetched = useAppSelector(selectCardFetch);
  if (!shown) return null;
  const wish = fetched.orderId === orderId ? fetched.remember : 'none';
  return (
    <CheckField
      label={t('result.remember')}
      checked={wish === 'wanted' || wish === 'saved'}
      onChange={(e) => void dispatch(rememberOrderCard(orderId, e.target.checked))}
      data-testid="remember-card"
    />
  );
}
