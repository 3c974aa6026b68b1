import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, DataList, Flex, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  SETTLEMENT_MESSAGES,
  formatBusinessDate,
  formatCents,
  sumCents,
  tripNumberDisplay,
  type Listener,
  type SettlementEntityOptions,
  type SettlementRow,
  type Stored,
  type UploadDoc,
} from '@haulbooks/domain';
import { ConfirmDialog, ScreenHeading } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { notify } from '../../../lib/toaster';
import { DocumentPanel } from '../components/document-panel';
import { SettlementStatusBadge } from '../components/settlement-status-badge';
import { SETTLEMENTS_UI } from '../messages';

const LINE_ITEM_KEYS = [
  'linehaulCents',
  'fuelSurchargeCents',
  'advancesCents',
  'escrowCents',
  'reimbursementsCents',
] as const;

/**
 * One settlement (/settlements/:id): the owner's fields, the line items and itemised deductions
 * that processing read (read-only), the linked document and the assigned truck, company and driver.
 */
export function SettlementDetailPage() {
  const { id = '' } = useParams();
  const { settlements } = useRepositories();
  const live = useLive(
    useCallback(
      (listener: Listener<SettlementRow | null>) => settlements.watch(id, listener),
      [settlements, id],
    ),
  );

  if (live.status === 'error') {
    return (
      <>
        <ScreenHeading>{SETTLEMENTS_UI.detailTitle}</ScreenHeading>
        <DataErrorNotice error={live.error} />
      </>
    );
  }
  if (live.status === 'loading') {
    return (
      <>
        <ScreenHeading>{SETTLEMENTS_UI.detailTitle}</ScreenHeading>
        <Stack gap="3" aria-busy="true" data-testid="settlement-loading" maxW="2xl">
          <Skeleton height="6" />
          <Skeleton height="6" />
          <Skeleton height="6" />
        </Stack>
      </>
    );
  }
  if (live.data === null) {
    return (
      <>
        <ScreenHeading>{SETTLEMENTS_UI.detailTitle}</ScreenHeading>
        <Text mb="4">{SETTLEMENT_MESSAGES.notFound}</Text>
        <BackLink />
      </>
    );
  }
  return <SettlementDetail settlement={live.data} />;
}

function BackLink() {
  return (
    <Button asChild variant="plain" colorPalette="brand" px="0" alignSelf="flex-start">
      <RouterLink to="/settlements">← {SETTLEMENTS_UI.backToList}</RouterLink>
    </Button>
  );
}

function SettlementDetail({ settlement }: { settlement: SettlementRow }) {
  const navigate = useNavigate();
  const subject = useSubject();
  const { settlements } = useRepositories();
  const [confirming, setConfirming] = useState(false);
  const [entities, setEntities] = useState<SettlementEntityOptions | null>(null);
  const [upload, setUpload] = useState<Stored<UploadDoc> | null | undefined>(undefined);
  const documentName = upload === undefined ? undefined : (upload?.fileName ?? null);

  useEffect(() => {
    let active = true;
    settlements.entityOptions().then(
      (options) => active && setEntities(options),
      () => active && setEntities({ trucks: [], companies: [], drivers: [] }),
    );
    return () => {
      active = false;
    };
  }, [settlements]);

  const { uploadId } = settlement;
  useEffect(() => {
    if (!uploadId) return undefined;
    let active = true;
    settlements.linkedUpload(uploadId).then(
      (found) => active && setUpload(found),
      () => active && setUpload(null),
    );
    return () => {
      active = false;
    };
  }, [settlements, uploadId]);

  const nameOf = (list: keyof SettlementEntityOptions, entityId: string | undefined): string => {
    if (!entityId) return SETTLEMENTS_UI.notAssigned;
    if (!entities) return SETTLEMENTS_UI.documentLoading;
    return entities[list].find((entity) => entity.id === entityId)?.name ?? entityId;
  };

  const documentText = !uploadId
    ? (settlement.fileName ?? SETTLEMENTS_UI.noDocument)
    : documentName === undefined
      ? SETTLEMENTS_UI.documentLoading
      : (documentName ?? settlement.fileName ?? SETTLEMENTS_UI.documentMissing);

  const lineItems = settlement.lineItems;
  const deductions = lineItems?.deductions ?? [];
  const money = (cents: number | undefined) => (cents === undefined ? '-' : formatCents(cents));

  // The fields processing could not read with confidence (the upload's reviewFields), flagged.
  const review = new Set(upload?.reviewFields ?? []);
  const checked = (key: string, value: ReactNode): ReactNode =>
    review.has(key) ? (
      <Flex gap="2" align="center" wrap="wrap" data-review="true">
        {value}
        <Badge colorPalette="orange">{SETTLEMENTS_UI.reviewBadge}</Badge>
      </Flex>
    ) : (
      value
    );

  const fields: [string, ReactNode][] = [
    [
      SETTLEMENTS_UI.fields.date,
      checked('date', settlement.date ? formatBusinessDate(settlement.date) : '-'),
    ],
    [SETTLEMENTS_UI.fields.broker, checked('brokerName', settlement.brokerName ?? '-')],
    [SETTLEMENTS_UI.fields.trip, checked('tripNumber', tripNumberDisplay(settlement.tripNumber))],
    [SETTLEMENTS_UI.fields.gross, checked('grossCents', money(settlement.grossCents))],
    [SETTLEMENTS_UI.fields.net, checked('netCents', money(settlement.netCents))],
    [SETTLEMENTS_UI.fields.status, <SettlementStatusBadge key="status" status={settlement.parsedStatus} />],
    [
      SETTLEMENTS_UI.fields.miles,
      checked('miles', lineItems?.miles === undefined ? '-' : lineItems.miles.toLocaleString('en-US')),
    ],
    [SETTLEMENTS_UI.fields.document, documentText],
    [SETTLEMENTS_UI.fields.truck, nameOf('trucks', settlement.truckId)],
    [SETTLEMENTS_UI.fields.company, nameOf('companies', settlement.companyId)],
    [SETTLEMENTS_UI.fields.driver, nameOf('drivers', settlement.driverId)],
  ];

  const remove = async () => {
    try {
      await settlements.remove(settlement.id);
      setConfirming(false);
      notify.success({ title: SETTLEMENT_MESSAGES.deleted });
      void navigate('/settlements', { replace: true });
    } catch (error) {
      setConfirming(false);
      notify.error({
        title: SETTLEMENT_MESSAGES.deleteFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <>
      <ScreenHeading
        description={settlement.brokerName}
        actions={
          subject.readOnly ? null : (
            <>
              <Button asChild colorPalette="brand">
                <RouterLink to={`/settlements/${settlement.id}/edit`}>{SETTLEMENTS_UI.edit}</RouterLink>
              </Button>
              <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
                {SETTLEMENTS_UI.delete}
              </Button>
            </>
          )
        }
      >
        {SETTLEMENTS_UI.detailTitle}
      </ScreenHeading>
      <Flex gap="8" direction={{ base: 'column', xl: 'row' }} align="flex-start">
        <Stack gap="8" maxW="3xl" flex="1" w="full">
          <BackLink />
          <Box as="section" aria-label={SETTLEMENTS_UI.summary}>
            <DataList.Root orientation="horizontal" size="md">
              {fields.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
          <Box as="section" aria-labelledby="line-items-heading">
            <Heading id="line-items-heading" as="h2" size="md" mb="1">
              {SETTLEMENTS_UI.lineItemsHeading}
            </Heading>
            <Text color="fg.muted" fontSize="sm" mb="3">
              {lineItems ? SETTLEMENTS_UI.lineItemsNote : SETTLEMENTS_UI.lineItemsNone}
            </Text>
            {lineItems ? (
              <Stack gap="6">
                <DataList.Root orientation="horizontal" size="sm">
                  {LINE_ITEM_KEYS.filter((key) => lineItems[key] !== undefined).map((key) => (
                    <DataList.Item key={key}>
                      <DataList.ItemLabel minW="40">{SETTLEMENTS_UI.lineItemLabels[key]}</DataList.ItemLabel>
                      <DataList.ItemValue>{money(lineItems[key])}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    {SETTLEMENTS_UI.deductionsHeading}
                  </Heading>
                  {deductions.length === 0 ? (
                    <Text color="fg.muted">{SETTLEMENTS_UI.deductionsNone}</Text>
                  ) : (
                    <Table.Root size="sm" aria-label={SETTLEMENTS_UI.deductionsHeading} maxW="lg">
                      <Table.Body>
                        {deductions.map((deduction, index) => (
                          <Table.Row key={`${deduction.label}-${index}`}>
                            <Table.Cell>{deduction.label}</Table.Cell>
                            <Table.Cell textAlign="end">{formatCents(deduction.amountCents)}</Table.Cell>
                          </Table.Row>
                        ))}
                        <Table.Row fontWeight="semibold">
                          <Table.Cell>{SETTLEMENTS_UI.deductionsTotal}</Table.Cell>
                          <Table.Cell textAlign="end">
                            {formatCents(sumCents(deductions.map((deduction) => deduction.amountCents)))}
                          </Table.Cell>
                        </Table.Row>
                      </Table.Body>
                    </Table.Root>
                  )}
                </Box>
              </Stack>
            ) : null}
          </Box>
        </Stack>
        {upload ? <DocumentPanel upload={upload} /> : null}
      </Flex>
      <ConfirmDialog
        open={confirming}
        title={SETTLEMENTS_UI.deleteTitle}
        body={SETTLEMENT_MESSAGES.confirmDeleteOne}
        confirmLabel={SETTLEMENTS_UI.delete}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  );
}

export { SettlementDetailPage as Component };
