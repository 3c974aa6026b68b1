import { describe, expect, it } from 'vitest';
import { validateInOrder } from './validate.js';
import {
  DEFAULT_SMTP_PORT,
  createUserSchema,
  keyMatchesEnvironment,
  notificationSettingsSchema,
  paymentGatewaySchema,
  smtpSettingsSchema,
  testClientSchema,
  testConnectionSchema,
  ADMIN_SCHEMA_MESSAGES,
} from './admin.js';
import { companySchema, driverSchema, truckSchema, ENTITY_COLLECTIONS, ENTITY_MESSAGES } from './entities.js';
import { profileSettingsSchema, PROFILE_MESSAGES } from './profile-settings.js';
import { SMTP_MESSAGES } from '../messages/admin.js';

describe('payment gateway keys', () => {
  it('gives the spec messages in order', () => {
    expect(validateInOrder(paymentGatewaySchema, {})).toMatchObject({
      firstError: 'Publishable key and secret key are required',
    });
    expect(validateInOrder(paymentGatewaySchema, { publishableKey: 'pk_test_1' })).toMatchObject({
      firstError: 'Publishable key and secret key are required',
    });
    expect(
      validateInOrder(paymentGatewaySchema, { publishableKey: 'sk_test_1', secretKey: 'sk_test_2' }),
    ).toMatchObject({
      firstError: 'Invalid publishable key format. Should start with pk_',
    });
    expect(
      validateInOrder(paymentGatewaySchema, { publishableKey: 'pk_test_1', secretKey: 'pk_test_2' }),
    ).toMatchObject({
      firstError: 'Invalid secret key format. Should start with sk_',
    });
    expect(
      validateInOrder(paymentGatewaySchema, { publishableKey: 'pk_test_1', secretKey: 'sk_test_2' }),
    ).toEqual({
      ok: true,
      value: {
        publishableKey: 'pk_test_1',
        secretKey: 'sk_test_2',
        webhookSecret: '',
        environment: 'sandbox',
      },
    });
    expect(
      validateInOrder(paymentGatewaySchema, {
        publishableKey: 'pk_test_1',
        secretKey: 'sk_test_2',
        webhookSecret: 'abc',
      }).ok,
    ).toBe(false);
  });

  it('needs a secret key to test the connection', () => {
    expect(validateInOrder(testConnectionSchema, { secretKey: ' ' })).toMatchObject({
      firstError: 'Please enter a secret key first',
    });
    expect(keyMatchesEnvironment('sk_live_x', 'production')).toBe(true);
    expect(keyMatchesEnvironment('sk_live_x', 'sandbox')).toBe(false);
    expect(keyMatchesEnvironment('sk_test_x', 'sandbox')).toBe(true);
  });
});

describe('SMTP and notifications', () => {
  it('defaults port 587 and the product name', () => {
    const result = validateInOrder(smtpSettingsSchema, {
      smtpHost: 'smtp.mailgun.org',
      fromEmail: 'billing@haulbooks.app',
    });
    expect(result).toMatchObject({ ok: true, value: { smtpPort: DEFAULT_SMTP_PORT, fromName: 'Haulbooks' } });
  });

  it('refuses bad hosts, ports and from addresses', () => {
    expect(validateInOrder(smtpSettingsSchema, { smtpHost: 'smtp host', fromEmail: 'a@b.co' })).toMatchObject(
      { firstError: SMTP_MESSAGES.hostInvalid },
    );
    expect(
      validateInOrder(smtpSettingsSchema, { smtpHost: 'smtp.x.com', smtpPort: 70000, fromEmail: 'a@b.co' }),
    ).toMatchObject({ firstError: SMTP_MESSAGES.portInvalid });
    expect(
      validateInOrder(smtpSettingsSchema, { smtpHost: 'smtp.x.com', smtpPort: 'abc', fromEmail: 'a@b.co' }),
    ).toMatchObject({ firstError: SMTP_MESSAGES.portInvalid });
    expect(validateInOrder(smtpSettingsSchema, { smtpHost: 'smtp.x.com', fromEmail: 'nope' })).toMatchObject({
      firstError: SMTP_MESSAGES.fromEmailInvalid,
    });
  });

  it('takes the six toggles as strict booleans', () => {
    expect(validateInOrder(notificationSettingsSchema, {})).toEqual({
      ok: true,
      value: {
        emailNotifications: true,
        smsNotifications: false,
        pushNotifications: true,
        expenseAlerts: true,
        revenueAlerts: true,
        systemAlerts: true,
      },
    });
    expect(validateInOrder(notificationSettingsSchema, { smsNotifications: 'false' }).ok).toBe(false);
  });
});

describe('admin create user and test client', () => {
  it('requires email, password and full name with the spec message', () => {
    expect(validateInOrder(createUserSchema, { email: 'a@b.co', password: 'longenough' })).toMatchObject({
      firstError: 'Please fill in all required fields',
    });
    expect(
      validateInOrder(createUserSchema, {
        email: 'a@b.co',
        password: 'longenough',
        fullName: 'Al',
        role: 'admin',
      }),
    ).toMatchObject({ firstError: ADMIN_SCHEMA_MESSAGES.roleInvalid });
    expect(
      validateInOrder(createUserSchema, { email: 'a@b.co', password: 'longenough', fullName: 'Al' }),
    ).toMatchObject({
      ok: true,
      value: { role: 'company_driver', accountType: 'real', sendWelcomeEmail: true },
    });
  });

  it('requires name, email and company for a test client and a template of its role', () => {
    expect(validateInOrder(testClientSchema, { name: 'T', email: 't@x.co' })).toMatchObject({
      firstError: 'Please fill in all required fields',
    });
    const base = { name: 'T', email: 't@x.co', companyName: 'T LLC' };
    expect(
      validateInOrder(testClientSchema, {
        ...base,
        role: 'owner_operator',
        templateId: 'high_volume_driver',
      }),
    ).toMatchObject({ firstError: ADMIN_SCHEMA_MESSAGES.templateWrongRole });
    expect(validateInOrder(testClientSchema, { ...base, templateId: 'nope' })).toMatchObject({
      firstError: ADMIN_SCHEMA_MESSAGES.templateUnknown,
    });
    expect(
      validateInOrder(testClientSchema, {
        ...base,
        role: 'owner_operator',
        templateId: 'owner_operator_regional',
        autoGenerateData: true,
        dataFrequency: 'daily',
      }).ok,
    ).toBe(true);
    expect(validateInOrder(testClientSchema, { ...base, dataFrequency: 'hourly' })).toMatchObject({
      firstError: ADMIN_SCHEMA_MESSAGES.frequencyInvalid,
    });
  });
});

describe('entities and profile', () => {
  it('validates trucks, companies and drivers', () => {
    const trucks = truckSchema(2026);
    expect(validateInOrder(trucks, { unitNumber: '' })).toMatchObject({
      firstError: ENTITY_MESSAGES.unitRequired,
    });
    expect(validateInOrder(trucks, { unitNumber: '101', vin: '1FUJGLDR12LM12345' }).ok).toBe(true);
    expect(validateInOrder(trucks, { unitNumber: '101', vin: '1FUJGLDR1OLM12345' })).toMatchObject({
      firstError: ENTITY_MESSAGES.vinInvalid,
    });
    expect(validateInOrder(trucks, { unitNumber: '101', year: 2028 })).toMatchObject({
      firstError: ENTITY_MESSAGES.yearInvalid,
    });
    expect(validateInOrder(companySchema, { name: 'Acme', mcNumber: 'MC-123456' })).toMatchObject({
      ok: true,
      value: { mcNumber: '123456' },
    });
    expect(validateInOrder(companySchema, { name: 'Acme', dotNumber: '12AB' })).toMatchObject({
      firstError: ENTITY_MESSAGES.dotInvalid,
    });
    expect(validateInOrder(driverSchema, { name: '' })).toMatchObject({
      firstError: ENTITY_MESSAGES.driverNameRequired,
    });
    expect(ENTITY_COLLECTIONS.owner_operator).toBe('drivers');
  });

  it('validates the profile settings the owner may edit', () => {
    expect(validateInOrder(profileSettingsSchema, { name: ' ' })).toMatchObject({
      firstError: PROFILE_MESSAGES.nameRequired,
    });
    expect(
      validateInOrder(profileSettingsSchema, { name: 'Al', phone: '(312) 555-0100', taxId: '12-3456789' }).ok,
    ).toBe(true);
    expect(validateInOrder(profileSettingsSchema, { name: 'Al', phone: '555' })).toMatchObject({
      firstError: PROFILE_MESSAGES.phoneInvalid,
    });
    expect(validateInOrder(profileSettingsSchema, { name: 'Al', taxId: '1234' })).toMatchObject({
      firstError: PROFILE_MESSAGES.taxIdInvalid,
    });
    expect(validateInOrder(profileSettingsSchema, { name: 'Al', timeZone: 'Mars/Base' })).toMatchObject({
      firstError: PROFILE_MESSAGES.timeZoneInvalid,
    });
  });
});
