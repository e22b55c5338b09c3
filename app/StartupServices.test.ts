import { token } from '@core/shared/Token';
import { bindOn } from './bindings/Binder';
import { readConfig } from './config';
import { adoptStartupServices } from './container';
import { StartupServices } from './StartupServices';
import { jsdomHost } from '@tests/support/jsdomHost';

const Greeting = token<string>('test.startup.Greeting');
const Greeter = token<{ greet(): string }>('test.startup.Greeter');

const host = jsdomHost();

function greeterServices() {
  const services = new StartupServices();
  const built: string[] = [];
  services.bindAs('words').constant(Greeting, 'hello');
  services.bindAs('people').provide(Greeter, (get) => {
    built.push('greeter');
    const greeting = get(Greeting);
    return { greet: () => greeting };
  });
  return { services, built };
}

describe('start-up services', () => {
  it('builds each service once, on first use', () => {
    const { services, built } = greeterServices();
    expect(built).toEqual([]);
    const greeter = services.get(Greeter);
    expect(services.get(Greeter)).toBe(greeter);
    expect(greeter.greet()).toBe('hello');
    expect(built).toEqual(['greeter']);
  });

  it('refuses a token bound twice, naming both areas', () => {
    const { services } = greeterServices();
    expect(() => services.bindAs('theme').constant(Greeting, 'hi')).toThrow(
      'test.startup.Greeting is bound twice: by words and by theme.',
    );
  });

  it('the container adopts them: the same instances, and a later area binding one of their tokens is refused', () => {
    const { services, built } = greeterServices();
    const before = services.get(Greeter);
    const container = adoptStartupServices(services, readConfig({}), host);
    expect(container.get(Greeter)).toBe(before);
    expect(container.get(Greeting)).toBe('hello');
    expect(built).toEqual(['greeter']);
    expect(() => bindOn(container, 'shell').constant(Greeter, { greet: () => 'hi' })).toThrow(
      'test.startup.Greeter is bound twice: by people and by shell.',
    );
  });

  it("a test's rebind on the container reaches a start-up service not built yet", () => {
    const { services } = greeterServices();
    const container = adoptStartupServices(services, readConfig({}), host);
    container.rebind(Greeting).toConstantValue('rebound');
    expect(services.get(Greeter).greet()).toBe('rebound');
    expect(container.get(Greeter)).toBe(services.get(Greeter));
  });
});
