import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render';
import { nextAnswer } from '@mocks/faults';
import { DEMO_LEARNER } from '@mocks/seed';
import { form, submitButton } from './AuthForms.testSetup';

describe('route guards', () => {
  it('sends a guest from /profile to /login and back to /profile after logging in', async () => {
    jest.useFakeTimers();
    const { user, router } = renderApp('/profile');
    await form('Login');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    const answered = nextAnswer('post', '/user/login');
    await user.click(submitButton('Login'));
    await answered;
    await screen.findByText('Login successful!');
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it.each(['/EnrollCourse', '/course-viewer/abc'])('guards %s too', async (path) => {
    const { router } = renderApp(path);
    await form('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: path }) });
  });

  it('leaves /Change-pass open to guests (Forgot Password? leads there)', async () => {
    renderApp('/Change-pass');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });
});
