import Dialog from '@mui/material/Dialog';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { setSystemMotion } from '@/test/media';
import { renderWithProviders } from '@/test/render';

function DialogExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-label="Example">
        <p>Hello</p>
      </Dialog>
    </>
  );
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
/** About a frame: far shorter than any of MUI's transitions. */
const FRAME = 16;

/** Opens the dialog and closes it with Escape; the clock then stands still until the test moves it. */
async function openAndClose() {
  jest.useFakeTimers();
  const { user } = renderWithProviders(<DialogExample />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await advance(1000);
  await user.keyboard('{Escape}');
}

// In the document, hidden or not: a closing dialog leaves the accessibility tree at once.
const dialogInDocument = () => screen.queryByRole('dialog', { hidden: true });

describe("MUI's transitions", () => {
  it('close a dialog within a frame for a learner whose system asks for less motion', async () => {
    setSystemMotion('reduce');
    await openAndClose();
    await advance(FRAME);
    expect(dialogInDocument()).not.toBeInTheDocument();
  });

  it('let a dialog fade out otherwise', async () => {
    await openAndClose();
    await advance(FRAME);
    expect(dialogInDocument()).toBeInTheDocument();
    await advance(1000);
    expect(dialogInDocument()).not.toBeInTheDocument();
  });
});
