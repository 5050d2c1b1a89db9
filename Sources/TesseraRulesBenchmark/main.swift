print("benchmark to come")
