import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../lib/test-utils';
import { FormAlert } from './form-alert';

const renderAlert = (element: React.ReactElement) => renderRoutes([{ path: '/', element }]);

describe('FormAlert', () => {
  it('renders nothing without a message', () => {
    renderAlert(
      <>
        <FormAlert message={undefined} />
        <FormAlert message="" />
        <FormAlert message={null} />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces an error at once (role alert) with its text', () => {
    renderAlert(<FormAlert message="Please enter both email and password" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
  });

  it('announces information politely (role status)', () => {
    renderAlert(<FormAlert status="success" message="Saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
