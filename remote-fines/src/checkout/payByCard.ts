import type { AppThunk } from '@topup/platform';
import type { CardSurface } from '@topup/payments';
import type { FineCardChannel } from './channels';
import { payFine } from './payFine';
import { selectFinePayment, selectPayableFine } from './selectors';

/**
 * A card channel's pay button (spec 02 §4; spec 01 §4's submit gate): fields not all valid → each says
 * what is missing; else the pipeline pays the fine with the card — create_fine_pay with the channel's pay
 * type, then where its answer says: 3-D Secure on the bank's page (23) or where the fields were (27), or
 * back to /fines paid. One press at a time; the attempt id makes any repeat the same order.
 */
export function payFineByCard(
  surface: CardSurface | null,
  allValid: boolean,
  channel: FineCardChannel,
): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const fields = surface?.fields;
    const fine = selectPayableFine(getState());
    if (selectFinePayment(getState()) !== 'idle' || !surface || !fields || !fine) return;
    if (!allValid) {
      fields.showErrors();
      return;
    }
    const payable = { kind: 'fine', ...fine, channel: 'card', payType: channel.payType } as const;
    await dispatch(payFine(payable, { kind: 'newCard', surface }));
  };
}
