import { Provider as JotaiProvider, useAtomValue, useStore } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import type { ApiClient } from '../../shared/api/client';
import { getProduct, getProducts } from '../../shared/api/config';
import { areasNeedingImage } from '../../shared/domain/design/design-requirement';
import type { Locale } from '../../shared/i18n/locales';
import type { Catalogue } from '../../ui/intl/compiled-intl';
import { chunk } from '../lib/chunk';
import { IntlProvider, useIntl } from '../../ui/intl/intl-provider';
import { useLoadOnce } from '../lib/use-load';
import { chooseProductAtom, loadBasketItemAtom, relabelProductAtom } from '../state/configurator-atoms';
import { productAtom } from '../state/state-slices';
import { restoreDraftAtom } from '../state/draft-atoms';
import { prefillImageAtom, prefillSizeAtom } from '../state/prefill-atoms';
import { DraftAutosave } from '../drafts/draft-autosave';
import { draftOf } from '../drafts/draft-of';
import { StartDrafts } from '../drafts/start-drafts';
import { PhonePriceBar } from '../steps/product-settings/phone-price-bar';
import { PriceSummary } from '../steps/product-settings/price-summary';
import { ProductSettings } from '../steps/product-settings/product-settings';
import { StartPage } from '../steps/start/start-page';
import './configurator.css';
import { AddToBasketSlot, DesignStepSlot, FinishEmbeddedSlot, ImageSelectionSlot, useStepsAhead } from './step-slots';
import { enterEmbeddedAtom } from './embedded-atoms';
import { type EmitHostEvent, HostEventsContext } from './host-events';
import { HostSignals } from './host-signals';
import type { FinishMode } from './finish-mode';
import type { PreloadedProduct } from './preloaded-product';
import { startProductAtom, startStore } from './start-store';
import { NextStepButton, StepNav } from './step-nav';
import type { Step } from '../../shared/domain/configurator/steps';
import type { UploadTarget } from '../lib/upload-image';

export interface ConfiguratorTarget {
  productId: string | null;
  step: Step | null;
}

/** A basket item to edit (saved over) or to clone (saved as a new item). */
interface BasketItemRef {
  id: number;
  clone: boolean;
}

export interface ConfiguratorProps {
  api: ApiClient;
  locale: Locale;
  /** The language's texts, compiled; the host loads them (the embed its language's file, the shop its configurator part). */
  messages: Catalogue;
  /** Start at this product; null shows the start page with every product. */
  productId: string | null;
  basketItem?: BasketItemRef | null;
  /** The customer's token for uploads (the shop reads it from its cookie); none in an embed. */
  authToken?: () => string | null;
  /** More upload headers (the partner widget's draft); API calls get them through `api`. */
  uploadHeaders?: UploadTarget['headers'];
  /** The shop's basket session, which uploads wait for as the shop's API calls do (shared/api/basket-session.ts); none in an embed, whose draft is in its headers. */
  basketSession?: () => Promise<void>;
  /** Whether the visitor may have saved drafts to look up (a partner page's visitor without a draft has none); by default yes. */
  mayHaveDrafts?: (() => boolean) | undefined;
  /** Where the shop's own pages are (the basket link): '' inside the shop, its origin in an embed. */
  shopBase?: string;
  /** Controlled by the host (the shell's routes) when given together with onNavigate. */
  step?: Step | null;
  onNavigate?: (target: ConfiguratorTarget) => void;
  /** How the visitor finishes; the shop's basket unless an embed says otherwise. */
  finish?: FinishMode;
  /** The product of productId as the host asked for it (the embed's loader, the shop's route loader): once it has arrived, the first step shows at once. */
  product?: PreloadedProduct | undefined;
  /** The embed's events for its host page (step, price, added, upload-progress); none in the shop's own route. */
  events?: EmitHostEvent;
  /** What the host prefills: a size option of productId's product (data-size), an image of its site fetched into the draft (data-image). */
  prefill?: Prefill;
}

interface Prefill {
  size: string | null;
  image: string | null;
}

const BASKET: FinishMode = { kind: 'basket' };
// Only the shop edits basket items: the endpoint (the design's schema with it) loads when one is edited.
const basketItemEndpoints = chunk(() => import('../../shared/api/basket-items'));
const always = () => true;

/** The configurator with its own store and messages, so several on one page never share state. */
export default function Configurator(props: ConfiguratorProps) {
  const [store] = useState(() => {
    const { productId, locale, product, basketItem, finish = BASKET, mayHaveDrafts = always, prefill } = props;
    // An edited basket item brings its own product; the flow asks for it with the item.
    const start = productId && product && !basketItem ? { productId, locale, product } : null;
    const made = startStore(start, finish.kind !== 'embedded' && !mayHaveDrafts(), prefill?.size ?? null);
    made.set(prefillImageAtom, prefill?.image ?? null);
    return made;
  });
  return (
    <JotaiProvider store={store}>
      <HostEventsContext value={props.events}>
        <IntlProvider locale={`${props.locale}-CH`} messages={props.messages}>
          <div className="printshop-configurator" part="root" data-testid="configurator">
            <Flow {...props} />
          </div>
        </IntlProvider>
      </HostEventsContext>
    </JotaiProvider>
  );
}

function Flow(props: ConfiguratorProps) {
  const {
    api,
    locale,
    productId,
    step,
    onNavigate,
    shopBase = '',
    basketItem = null,
    authToken,
    uploadHeaders,
    basketSession,
    mayHaveDrafts = always,
    finish = BASKET,
    prefill,
  } = props;
  // A step of null: none named (a product just chosen), so a restored draft opens at its own step.
  const [own, setOwn] = useState<ConfiguratorTarget>({ productId, step: null });
  const controlled = onNavigate !== undefined;
  const target: ConfiguratorTarget = controlled ? { productId, step: step ?? null } : own;
  const navigate = controlled ? onNavigate : setOwn;
  // Drafts keep new designs; an edited basket item and a host's embedded settings are kept by their owners.
  const drafts = basketItem === null && finish.kind !== 'embedded';
  if (!target.productId) {
    return (
      <Start
        key={locale}
        api={api}
        locale={locale}
        shopBase={shopBase}
        drafts={drafts && mayHaveDrafts()}
        onChoose={(id) => navigate({ productId: id, step: null })}
      />
    );
  }
  return (
    <ProductFlow
      key={`${locale}:${target.productId}:${basketItem?.id ?? ''}:${basketItem?.clone ?? ''}`}
      api={api}
      locale={locale}
      productId={target.productId}
      step={target.step ?? 'productSettings'}
      stepNamed={target.step !== null}
      drafts={drafts}
      lookUpDraft={drafts && mayHaveDrafts()}
      shopBase={shopBase}
      basketItem={basketItem}
      upload={{ base: shopBase, locale, token: authToken, headers: uploadHeaders, session: basketSession }}
      finish={finish}
      prefillSize={target.productId === productId ? (prefill?.size ?? null) : null}
      onGo={(next) => navigate({ productId: target.productId, step: next })}
      onRestart={() => navigate({ productId: null, step: null })}
    />
  );
}

function Status({ failed }: { failed: boolean }) {
  const intl = useIntl();
  return failed ? (
    <p role="alert">{intl.formatMessage({ id: 'configurator.error' })}</p>
  ) : (
    <p aria-busy="true">{intl.formatMessage({ id: 'configurator.loading' })}</p>
  );
}

interface StartProps {
  api: ApiClient;
  locale: Locale;
  shopBase: string;
  drafts: boolean;
  onChoose: (id: string) => void;
}

function Start({ api, locale, shopBase, drafts, onChoose }: StartProps) {
  const products = useLoadOnce(() => api(getProducts));
  if (products.status !== 'ready') return <Status failed={products.status === 'failed'} />;
  return (
    <StartPage products={products.data} locale={locale} onChoose={onChoose}>
      {drafts && <StartDrafts api={api} base={shopBase} onContinue={onChoose} />}
    </StartPage>
  );
}

interface ProductFlowProps {
  api: ApiClient;
  locale: Locale;
  shopBase: string;
  basketItem: BasketItemRef | null;
  /** Where and how the images step uploads, as the host said. */
  upload: UploadTarget;
  finish: FinishMode;
  productId: string;
  step: Step;
  /** Whether the host named the step (a reload of a step's URL), or a restored draft may choose it. */
  stepNamed: boolean;
  /** Whether this configuration is kept as a draft. */
  drafts: boolean;
  /** Whether a saved draft of it may exist and is looked up (not for a visitor without any). */
  lookUpDraft: boolean;
  /** The size option the host named for this product (data-size); a restored draft's own wins. */
  prefillSize: string | null;
  onGo: (step: Step) => void;
  onRestart: () => void;
}

function ProductFlow(props: ProductFlowProps) {
  const { api, locale, productId, basketItem, upload, finish, step, stepNamed, drafts, lookUpDraft, shopBase, prefillSize, onGo, onRestart } = props;
  const start = useAtomValue(startProductAtom);
  // The product the configurator started at, as its host asked for it; another product, or the same
  // in the page's new language, the flow asks for itself, as it does when the host's asking failed.
  const preloaded = start?.productId === productId && start.locale === locale && !basketItem ? start.product : undefined;
  const askProduct = () => api(getProduct, { params: { productId } });
  const arrived = preloaded?.peek();
  // All there is to load, when the product has arrived and there is no draft or setting to add: the
  // store was made with it chosen (start-store.ts).
  const ready = arrived && !lookUpDraft && finish.kind !== 'embedded' ? { product: arrived, item: null, draft: null, settings: null } : undefined;
  const loaded = useLoadOnce(async () => {
    if (!basketItem) {
      const [product, draft, settings] = await Promise.all([
        preloaded ? preloaded.catch(() => askProduct()) : askProduct(),
        lookUpDraft ? draftOf(api, productId) : null,
        finish.kind === 'embedded' ? finish.settings() : null,
      ]);
      return { product, item: null, draft, settings };
    }
    const { getBasketItem } = await basketItemEndpoints();
    const item = await api(getBasketItem, { params: { id: basketItem.id } });
    return { product: await api(getProduct, { params: { productId: item.productId } }), item, draft: null, settings: null };
  }, ready);
  const store = useStore();
  // The product alone: the flow does not render again on every change of the design.
  const current = useAtomValue(productAtom);
  useLayoutEffect(() => {
    if (loaded.status !== 'ready') return;
    // Choosing the product resets the configuration (spec section 4): only when it really changes;
    // the same product loaded again (in the page's new language) only brings its names.
    if (current?.id === loaded.data.product.id) {
      store.set(relabelProductAtom, loaded.data.product);
      return;
    }
    const { product, item, draft, settings } = loaded.data;
    if (item) store.set(loadBasketItemAtom, { product, item, clone: basketItem?.clone ?? false });
    else {
      store.set(chooseProductAtom, product);
      if (prefillSize) store.set(prefillSizeAtom, prefillSize);
      const named = finish.kind === 'embedded' && (finish.settingsFor === null || finish.settingsFor === product.id);
      if (settings && named) store.set(enterEmbeddedAtom, settings);
      if (draft) {
        store.set(restoreDraftAtom, { product, draft: draft.state });
        if (!stepNamed && draft.state.step !== step) onGo(draft.state.step);
      }
    }
  }, [loaded, current, store, basketItem, finish, stepNamed, step, onGo, prefillSize]);
  // Until what was loaded is chosen: another product may still be chosen from before (a restart).
  const chosen = loaded.status === 'ready' && current?.id === loaded.data.product.id ? current : null;
  useStepsAhead(chosen ? step : null, locale);
  if (loaded.status !== 'ready' || !chosen) return <Status failed={loaded.status === 'failed'} />;
  return (
    <section className="product-flow">
      <h1 part="heading">{chosen.name}</h1>
      <StepNav current={step} onGo={onGo} onRestart={onRestart} />
      <HostSignals productId={chosen.id} step={step} />
      {drafts && <DraftAutosave api={api} productId={chosen.id} step={step} restored={loaded.data.draft} onGo={onGo} />}
      {step === 'productSettings' && <ProductSettings locale={locale} />}
      {/* A product that prints nothing (gift voucher, sample set) may go to the basket as configured, without a design. */}
      {step === 'productSettings' && areasNeedingImage(chosen).length === 0 && finish.kind !== 'embedded' && (
        <AddToBasketSlot api={api} locale={locale} shopBase={shopBase} order={finish.kind === 'order' ? finish : undefined} />
      )}
      {step === 'imageSelection' && (
        <>
          <ImageSelectionSlot api={api} target={upload} />
          <div className="step-price">
            <PriceSummary locale={locale} shipping={false} />
          </div>
        </>
      )}
      {step === 'productDesign' && (
        <>
          <DesignStepSlot locale={locale} api={api} shopBase={shopBase} />
          {/* The price where the decision is made: beside the button that orders. */}
          <div className="step-price">
            <PriceSummary locale={locale} shipping={false} />
            {/* One button, placed by the layout: beside the summary on wide screens, in the bottom bar on phones. */}
            <PhonePriceBar locale={locale}>
              {finish.kind === 'embedded' ? (
                <FinishEmbeddedSlot onDone={finish.onDone} />
              ) : (
                <AddToBasketSlot api={api} locale={locale} shopBase={shopBase} order={finish.kind === 'order' ? finish : undefined} />
              )}
            </PhonePriceBar>
          </div>
        </>
      )}
      {step !== 'productDesign' && (
        <PhonePriceBar locale={locale}>
          <NextStepButton current={step} onGo={onGo} />
        </PhonePriceBar>
      )}
    </section>
  );
}
