import { screen } from '@testing-library/react';
import { certificatePath, certificateVerifyPath } from '@/config/paths';
import { renderApp } from '@/test/render';
import { certificateNumberFor } from '@mocks/certificates';
import { db } from '@mocks/db';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { certificateNumber } from '../certificateNumber';
import { complete, heading, learner } from './Certificate.testSetup';

describe('/certificate/verify/{number}', () => {
  it('confirms the learner, course and date of an issued certificate', async () => {
    const store = await learner();
    await complete(store);
    const issued = renderApp(certificatePath(OWNED_COURSE_ID), { store });
    await heading('Certificate of Completion');
    expect(db.certificates.size).toBe(1);
    issued.unmount();
    const number = certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID);

    renderApp(certificateVerifyPath(number));
    await heading('Certificate verification');
    expect(await screen.findByText('Verified: issued by TradeSchool')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('Crypto Trading Basics')).toBeInTheDocument();
    expect(screen.getByText('5 November 2026')).toBeInTheDocument();
    expect(screen.getByText(number)).toBeInTheDocument();
  });

  it('says a number the school never issued has no certificate, forged ones included', async () => {
    renderApp(certificateVerifyPath(certificateNumber(DEMO_LEARNER_ID, OWNED_COURSE_ID)));
    await heading('Certificate verification');
    expect(
      await screen.findByText(/^No certificate with the number TS-.* was issued by TradeSchool\./),
    ).toBeInTheDocument();
  });
});
