import { ButtonStyle, ComponentType, TextInputStyle } from 'discord-api-types/v10';
import { SELECT_TYPES, walkComponents } from './components';
import type { RawComponent } from './components';
import type { FormErrors } from './errors';
import { isRecord } from './json';

/** Discord's documented limits for message components and modals. */
export const COMPONENT_LIMITS = {
  actionRows: 5,
  rowWidth: 5,
  customId: 100,
  buttonLabel: 80,
  buttonUrl: 512,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  selectValues: 25,
  v2Components: 40,
  modalTitle: 45,
  modalComponents: 5,
  labelText: 45,
  labelDescription: 100,
  textInputLength: 4000,
  textInputPlaceholder: 100,
} as const;

type Path = (string | number)[];

const maxLength = (errors: FormErrors, path: Path, value: unknown, max: number): void => {
  if (typeof value === 'string' && value.length > max) errors.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
};

const badLength = (errors: FormErrors, path: Path, min: number, max: number): void =>
  errors.add(path, 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`);

const required = (errors: FormErrors, path: Path): void => errors.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');

/** Component types a context accepts, answered as Discord answers a wrong union member. */
function checkType(errors: FormErrors, path: Path, component: RawComponent, allowed: readonly unknown[]): boolean {
  if (allowed.includes(component.type)) return true;
  errors.add([...path, 'type'], 'UNION_TYPE_CHOICES', `Value of field "type" must be one of (${allowed.join(', ')},).`);
  return false;
}

function checkIntRange(errors: FormErrors, path: Path, value: unknown, min: number, max: number): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors.add(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
  } else if (value < min) {
    errors.add(path, 'NUMBER_TYPE_MIN', `int value should be greater than or equal to ${min}.`);
  } else if (value > max) {
    errors.add(path, 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  }
}

function checkCustomId(errors: FormErrors, path: Path, customId: unknown): void {
  if (typeof customId !== 'string' || customId.length === 0) required(errors, [...path, 'custom_id']);
  else maxLength(errors, [...path, 'custom_id'], customId, COMPONENT_LIMITS.customId);
}

function checkButton(errors: FormErrors, path: Path, button: RawComponent): void {
  const style = button.style;
  if (typeof style !== 'number' || !(style in ButtonStyle)) {
    errors.add([...path, 'style'], 'BASE_TYPE_CHOICES', `Value must be one of (${Object.values(ButtonStyle).filter(Number.isInteger).join(', ')}).`);
    return;
  }
  maxLength(errors, [...path, 'label'], button.label, COMPONENT_LIMITS.buttonLabel);
  if (style === ButtonStyle.Link) {
    if (typeof button.url !== 'string') required(errors, [...path, 'url']);
    else maxLength(errors, [...path, 'url'], button.url, COMPONENT_LIMITS.buttonUrl);
    if (button.custom_id !== undefined) {
      errors.add([...path, 'custom_id'], 'BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE', 'A custom id and url cannot both be specified');
    }
  } else if (style !== ButtonStyle.Premium) {
    if (button.custom_id === undefined) errors.add([...path, 'custom_id'], 'BUTTON_COMPONENT_CUSTOM_ID_REQUIRED', 'A custom id is required');
    else checkCustomId(errors, path, button.custom_id);
  }
}

/** Selects in messages and modals; `inModal` forbids `disabled`, which Discord refuses there. */
function checkSelect(errors: FormErrors, path: Path, select: RawComponent, inModal: boolean): void {
  checkCustomId(errors, path, select.custom_id);
  maxLength(errors, [...path, 'placeholder'], select.placeholder, COMPONENT_LIMITS.selectPlaceholder);
  checkIntRange(errors, [...path, 'min_values'], select.min_values, 0, COMPONENT_LIMITS.selectValues);
  checkIntRange(errors, [...path, 'max_values'], select.max_values, 1, COMPONENT_LIMITS.selectValues);
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (min > max) errors.add([...path, 'min_values'], 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  if (inModal && select.disabled !== undefined) errors.add([...path, 'disabled'], 'COMPONENT_DISABLED_NOT_ALLOWED', 'Modal components cannot be disabled');

  if (select.type === ComponentType.StringSelect) {
    const options = Array.isArray(select.options) ? select.options : [];
    if (options.length < 1 || options.length > COMPONENT_LIMITS.selectOptions) {
      badLength(errors, [...path, 'options'], 1, COMPONENT_LIMITS.selectOptions);
      return;
    }
    const values = new Set<unknown>();
    options.forEach((option: unknown, index) => {
      const at = [...path, 'options', index];
      if (!isRecord(option)) return;
      for (const field of ['label', 'value'] as const) {
        if (typeof option[field] !== 'string' || option[field] === '') required(errors, [...at, field]);
        else maxLength(errors, [...at, field], option[field], COMPONENT_LIMITS.selectOptionText);
      }
      maxLength(errors, [...at, 'description'], option.description, COMPONENT_LIMITS.selectOptionText);
      if (values.has(option.value)) errors.add([...at, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'The specified option value is already used');
      values.add(option.value);
    });
    if (max > options.length) errors.add([...path, 'options'], 'BASE_TYPE_MIN_LENGTH', `Must be ${max} or more in length.`);
    if (options.filter((option: unknown) => isRecord(option) && option.default === true).length > max) {
      errors.add(
        [...path, 'options'],
        'SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES',
        'The specified number of default values exceeds the specified maximum values',
      );
    }
  } else if (Array.isArray(select.default_values) && (select.default_values.length < min || select.default_values.length > max)) {
    badLength(errors, [...path, 'default_values'], min, max);
  }
}

/** Buttons are 1 wide and selects 5 in a row of width 5: up to five buttons, or one select alone. */
function checkActionRow(errors: FormErrors, path: Path, row: RawComponent): void {
  const children = Array.isArray(row.components) ? row.components.filter(isRecord) : [];
  const at = [...path, 'components'];
  if (children.length < 1 || children.length > COMPONENT_LIMITS.rowWidth) {
    badLength(errors, at, 1, COMPONENT_LIMITS.rowWidth);
    return;
  }
  let width = 0;
  children.forEach((child, index) => {
    if (!checkType(errors, [...at, index], child, [ComponentType.Button, ...SELECT_TYPES])) return;
    width += child.type === ComponentType.Button ? 1 : COMPONENT_LIMITS.rowWidth;
    if (width > COMPONENT_LIMITS.rowWidth) {
      errors.add([...at, index], 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'The specified component exceeds the maximum width');
    } else if (child.type === ComponentType.Button) {
      checkButton(errors, [...at, index], child);
    } else {
      checkSelect(errors, [...at, index], child, false);
    }
  });
}

/** custom_id must be unique among all components of one message or modal. */
function checkUniqueCustomIds(errors: FormErrors, path: Path, components: readonly unknown[]): void {
  const seen = new Set<string>();
  walkComponents(components, (component, at) => {
    if (typeof component.custom_id !== 'string') return;
    if (seen.has(component.custom_id)) errors.add([...path, ...at, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
    seen.add(component.custom_id);
  });
}

/**
 * Classic messages hold up to 5 action rows. With IS_COMPONENTS_V2 a message holds up to 40
 * components in any layout, and its buttons and selects follow the same rules.
 */
export function checkMessageComponents(errors: FormErrors, path: Path, components: readonly unknown[], componentsV2: boolean): void {
  if (componentsV2) {
    let count = 0;
    walkComponents(components, (component, at) => {
      count += 1;
      if (component.type === ComponentType.Button) checkButton(errors, [...path, ...at], component);
      else if (SELECT_TYPES.includes(component.type)) checkSelect(errors, [...path, ...at], component, false);
    });
    if (count > COMPONENT_LIMITS.v2Components) errors.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${COMPONENT_LIMITS.v2Components} or fewer in length.`);
  } else {
    if (components.length > COMPONENT_LIMITS.actionRows) {
      errors.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${COMPONENT_LIMITS.actionRows} or fewer in length.`);
      return;
    }
    components.forEach((row, index) => {
      if (isRecord(row) && checkType(errors, [...path, index], row, [ComponentType.ActionRow])) checkActionRow(errors, [...path, index], row);
    });
  }
  checkUniqueCustomIds(errors, path, components);
}

function checkTextInput(errors: FormErrors, path: Path, input: RawComponent, needsLabel: boolean): void {
  checkCustomId(errors, path, input.custom_id);
  if (input.style !== TextInputStyle.Short && input.style !== TextInputStyle.Paragraph) {
    errors.add([...path, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2).');
  }
  if (needsLabel && typeof input.label !== 'string') required(errors, [...path, 'label']);
  maxLength(errors, [...path, 'label'], input.label, COMPONENT_LIMITS.labelText);
  checkIntRange(errors, [...path, 'min_length'], input.min_length, 0, COMPONENT_LIMITS.textInputLength);
  checkIntRange(errors, [...path, 'max_length'], input.max_length, 1, COMPONENT_LIMITS.textInputLength);
  maxLength(errors, [...path, 'value'], input.value, COMPONENT_LIMITS.textInputLength);
  maxLength(errors, [...path, 'placeholder'], input.placeholder, COMPONENT_LIMITS.textInputPlaceholder);
}

/**
 * A modal (callback type 9): custom_id, a title of up to 45 characters, 1 to 5 components — a
 * Label around a text input or select, a Text Display, or (deprecated) an action row holding one
 * text input.
 */
export function checkModal(errors: FormErrors, path: Path, modal: Record<string, unknown>): void {
  checkCustomId(errors, path, modal.custom_id);
  if (typeof modal.title !== 'string' || modal.title === '') required(errors, [...path, 'title']);
  else maxLength(errors, [...path, 'title'], modal.title, COMPONENT_LIMITS.modalTitle);
  const components = Array.isArray(modal.components) ? modal.components.filter(isRecord) : [];
  const at = [...path, 'components'];
  if (components.length < 1 || components.length > COMPONENT_LIMITS.modalComponents) {
    badLength(errors, at, 1, COMPONENT_LIMITS.modalComponents);
    return;
  }
  components.forEach((component, index) => {
    const here = [...at, index];
    if (!checkType(errors, here, component, [ComponentType.Label, ComponentType.TextDisplay, ComponentType.ActionRow])) return;
    if (component.type === ComponentType.Label) {
      if (typeof component.label !== 'string' || component.label === '') required(errors, [...here, 'label']);
      else maxLength(errors, [...here, 'label'], component.label, COMPONENT_LIMITS.labelText);
      maxLength(errors, [...here, 'description'], component.description, COMPONENT_LIMITS.labelDescription);
      const child = isRecord(component.component) ? component.component : {};
      if (!checkType(errors, [...here, 'component'], child, [ComponentType.TextInput, ...SELECT_TYPES])) return;
      if (child.type === ComponentType.TextInput) checkTextInput(errors, [...here, 'component'], child, false);
      else checkSelect(errors, [...here, 'component'], child, true);
    } else if (component.type === ComponentType.ActionRow) {
      const children = Array.isArray(component.components) ? component.components.filter(isRecord) : [];
      if (children.length !== 1) badLength(errors, [...here, 'components'], 1, 1);
      else if (checkType(errors, [...here, 'components', 0], children[0] ?? {}, [ComponentType.TextInput]))
        checkTextInput(errors, [...here, 'components', 0], children[0] ?? {}, true);
    }
  });
  checkUniqueCustomIds(errors, at, components);
}
