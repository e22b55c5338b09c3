import type { AxiosInstance } from 'axios';
import { sortPlansByPrice, type PricePlan, type PricePlanApi, type Subscription } from '@core/plans/Subscription';
import type { SharedRequests } from '@core/shared/SharedRequests';
import { takeGet } from './sharedGet';
import { parseWire } from './wire/parseWire';
import { myPlanWire, pricePlansWire } from './wire/pricePlanWire';

/** GET PricePlan/myPlan and GET PricePlan. */
export class HttpPricePlanApi implements PricePlanApi {
  constructor(
    private readonly http: AxiosInstance,
    /** Hands over the plan the pod route prefetched, once (later reads ask again); absent: a plain GET. */
    private readonly requests?: SharedRequests,
  ) {}

  async myPlan(): Promise<Subscription> {
    const response = await takeGet(this.http, this.requests, 'PricePlan/myPlan');
    return parseWire(myPlanWire, response.data, 'your subscription');
  }

  async listPlans(): Promise<PricePlan[]> {
    const response = await this.http.get('PricePlan');
    return sortPlansByPrice(parseWire(pricePlansWire, response.data, 'the price plans'));
  }
}
