import type { AxiosInstance } from 'axios';
import { sortPlansByPrice, type PricePlan, type PricePlanApi, type Subscription } from '../../core/plans/Subscription';
import { parseWire } from './wire/parseWire';
import { myPlanWire, pricePlansWire } from './wire/pricePlanWire';

/** GET PricePlan/myPlan and GET PricePlan. */
export class HttpPricePlanApi implements PricePlanApi {
  constructor(private readonly http: AxiosInstance) {}

  async myPlan(): Promise<Subscription> {
    const response = await this.http.get('PricePlan/myPlan');
    return parseWire(myPlanWire, response.data, 'your subscription');
  }

  async listPlans(): Promise<PricePlan[]> {
    const response = await this.http.get('PricePlan');
    return sortPlansByPrice(parseWire(pricePlansWire, response.data, 'the price plans'));
  }
}
