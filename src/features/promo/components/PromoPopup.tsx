import Dialog from '@mui/material/Dialog';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { paths } from '@/config/paths';
import { useNavigate } from '@/i18n';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { usePromoConfetti } from '../hooks/usePromoConfetti';
import { promoCelebrated, promoDismissed, selectPromoCelebrated, selectPromoShown } from '../promoSlice';
import { PROMO_DESCRIPTION_ID, PROMO_TITLE_ID, PromoOffer } from './PromoOffer';

/**
 * The festival offer, shown on the Home page until the learner closes it (button, backdrop,
 * Escape) or takes it in this browser session. Its confetti plays once a session: an offer left
 * open and met again (after Back, a reload, logging in) opens without it.
 */
export function PromoPopup() {
  const shown = useAppSelector(selectPromoShown);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = !shown;
  // Read once: marking the confetti played must not stop the one playing.
  const celebratedBefore = useAppSelector(selectPromoCelebrated);
  const [celebrate] = useState(!celebratedBefore);
  usePromoConfetti(open && celebrate);
  useEffect(() => {
    if (celebrate) dispatch(promoCelebrated());
  }, [celebrate, dispatch]);

  const dismiss = () => dispatch(promoDismissed());
  const grab = () => {
    dispatch(promoDismissed());
    void navigate(paths.coursesAlias);
  };

  // React's own portal, not MUI's: MUI's mounts its content in a second render, synchronous and
  // inside the commit that opens the dialog, so the whole offer rendered in one long task. Here it
  // renders with the rest of the popup, when its lazy chunk arrives, in slices the page can
  // interleave with input.
  return createPortal(
    <Dialog
      disablePortal
      open={open}
      onClose={dismiss}
      maxWidth="sm"
      fullWidth
      aria-labelledby={PROMO_TITLE_ID}
      aria-describedby={PROMO_DESCRIPTION_ID}
      slotProps={{ paper: { sx: { overflow: 'hidden', m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <PromoOffer onClose={dismiss} onGrab={grab} />
    </Dialog>,
    document.body,
  );
}
