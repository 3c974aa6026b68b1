import { useCallback, useState } from 'react';
import { Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  isEntityType,
  type EntityOption,
  type EntityType,
} from '@haulbooks/domain';
import { useRepositories } from '../../../lib/data/data-context';
import { useLoad } from '../../../lib/data/use-load';

type View = 'account' | EntityType;

/**
 * Whose figures a report shows: the whole account, or one truck, company or owner-operator. The
 * entity list loads for the chosen type; switching the type clears the chosen entity.
 */
export function useEntityChoice() {
  const repositories = useRepositories();
  const [view, setViewState] = useState<View>('account');
  const [entityId, setEntityId] = useState('');
  const entityType = view === 'account' ? null : view;
  const entities = useLoad(
    useCallback(
      () => (entityType ? repositories.aggregates.listEntities(entityType) : Promise.resolve([])),
      [repositories, entityType],
    ),
  );
  return {
    view,
    entityType,
    entityId,
    entities,
    /** A type was chosen but no entity of it yet: the report asks for one. */
    needsEntity: entityType !== null && !entityId,
    setView: (value: string) => {
      setViewState(isEntityType(value) ? value : 'account');
      setEntityId('');
    },
    setEntityId,
  };
}

export interface EntityPickerLabels {
  view: string;
  wholeAccount: string;
  entity: string;
  choose: string;
  /** Shown instead of `choose` when the type has no entities at all. */
  none?: string;
}

/** The two selects of useEntityChoice: the view, then (for a type) the entity. */
export function EntityPicker({
  choice,
  idPrefix,
  labels,
}: {
  choice: ReturnType<typeof useEntityChoice>;
  idPrefix: string;
  labels: EntityPickerLabels;
}) {
  const { view, entityType, entityId, entities } = choice;
  const list = entities.status === 'ready' ? entities.data : ([] as EntityOption[]);
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Stack gap="1">
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor={`${idPrefix}-view`}>{labels.view}</label>
        </Text>
        <NativeSelect.Root width="52">
          <NativeSelect.Field
            id={`${idPrefix}-view`}
            value={view}
            onChange={(event) => choice.setView(event.target.value)}
          >
            <option value="account">{labels.wholeAccount}</option>
            {ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {ENTITY_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {entityType ? (
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor={`${idPrefix}-entity`}>{labels.entity}</label>
          </Text>
          <NativeSelect.Root width="60" disabled={entities.status !== 'ready'}>
            <NativeSelect.Field
              id={`${idPrefix}-entity`}
              value={entityId}
              onChange={(event) => choice.setEntityId(event.target.value)}
            >
              <option value="">
                {labels.none && entities.status === 'ready' && list.length === 0
                  ? labels.none
                  : labels.choose}
              </option>
              {list.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      ) : null}
    </Flex>
  );
}
